/*-------------------------------------------------------------------------
 *
 * convert.c
 *		sfid_convert_inspect(): everything snowflake_convert() decides on,
 *		read after its lock, with nothing of the table's run as the caller.
 *
 * snowflake_convert() (sfid--1.2--1.3.sql) is PL/pgSQL: it words the NOTICE
 * and runs ALTER TABLE and DROP SEQUENCE as its caller.  What it decides
 * on comes from here, one row per relation of the table's tree:
 *
 * The lock.  The table, then every partition and inheritance child, are
 * locked ACCESS EXCLUSIVE here, after the privilege check, and everything
 * is read after that: the catalogs through the catalog snapshot, which is
 * always current, and the keys with a snapshot taken after the lock.  Under
 * REPEATABLE READ and SERIALIZABLE the transaction's snapshot is older than
 * the lock and misses what other sessions committed in between (keys,
 * foreign keys, children); PostgreSQL's RI checks read with a fresh
 * snapshot for the same reason.  No other session can change the tree
 * until the caller's transaction ends.
 *
 * The refusals that keep a wrong conversion out: the column must be bigint,
 * and no column that references it (a foreign key to any relation of the
 * tree) may be too small for a Snowflake id, or of a domain whose CHECK
 * constraint may refuse one.
 *
 * The largest key of each relation, read through a btree index on the
 * column or the table access method, not with SQL.  Planning
 * SELECT max(id) would fold the owner's index predicates, index
 * expressions and partition key expressions (running their code as the
 * caller, who may be a superuser), and row security would hide rows from
 * an owner under FORCE ROW LEVEL SECURITY.  The read runs as the
 * relation's owner in a security-restricted operation with a safe
 * search_path, as VACUUM and ANALYZE process each relation since
 * CVE-2022-1552, so that anything of the table's it might reach runs with
 * no more rights than its owner's (a btree on the built-in integer
 * operators and a heap scan reach none).
 *
 * Anyone may call the function (snowflake_convert()'s callers need EXECUTE
 * on it), so it checks its arguments and privileges itself, with the
 * errors snowflake_convert() documents.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "access/genam.h"
#include "access/htup_details.h"
#include "access/relscan.h"
#include "access/skey.h"
#include "access/table.h"
#include "access/tableam.h"
#include "catalog/dependency.h"
#include "catalog/indexing.h"
#include "catalog/partition.h"
#include "catalog/pg_am.h"
#include "catalog/pg_attribute.h"
#include "catalog/pg_class.h"
#include "catalog/pg_constraint.h"
#include "catalog/pg_depend.h"
#include "catalog/pg_index.h"
#include "catalog/pg_inherits.h"
#include "catalog/pg_opfamily.h"
#include "catalog/pg_type.h"
#include "executor/tuptable.h"
#include "fmgr.h"
#include "funcapi.h"
#include "lib/stringinfo.h"
#include "miscadmin.h"
#include "storage/lmgr.h"
#include "utils/acl.h"
#include "utils/array.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/fmgrprotos.h"
#include "utils/guc.h"
#include "utils/lsyscache.h"
#include "utils/rel.h"
#include "utils/snapmgr.h"
#include "utils/syscache.h"
#include "utils/tuplestore.h"

#include "clock.h"
#include "generator.h"
#include "guards.h"
#include "reservation.h"
#include "reservation_state.h"

PG_FUNCTION_INFO_V1(sfid_convert_inspect);

/* The columns of sfid_convert_inspect()'s rows. */
enum
{
	SFID_CONVERT_RELID,
	SFID_CONVERT_IS_PARTITION,
	SFID_CONVERT_IDENTITY,
	SFID_CONVERT_DEFAULT,
	SFID_CONVERT_SEQUENCES,
	SFID_CONVERT_MAX_KEY,
	SFID_CONVERT_CLOCK_BOUND,	/* from 1.4 */
	SFID_CONVERT_NCOLUMNS
};

/* A column of a foreign key that references the key column. */
typedef struct SfidReference
{
	char	   *table;			/* referencing table, as regclass prints it */
	char	   *constraint;		/* quoted */
	char	   *column;			/* quoted */
	char	   *type;
	bool		fits;			/* holds every bigint */
	bool		checked;		/* a domain over bigint with a CHECK */
} SfidReference;

/* A relation as regclass prints it: qualified unless the search_path finds it. */
static char *
sfid_relation_text(Oid relid)
{
	return DatumGetCString(DirectFunctionCall1(regclassout, ObjectIdGetDatum(relid)));
}

/*
 * The table named must exist, be a table or a partitioned table but not a
 * partition, and belong to a role whose rights the caller has (the owner,
 * a member of the owner's role, or a superuser).
 */
static void
sfid_convert_check_table(Oid relid)
{
	HeapTuple	tuple;
	Form_pg_class form;
	char	   *name;

	tuple = SearchSysCache1(RELOID, ObjectIdGetDatum(relid));
	if (!HeapTupleIsValid(tuple))
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_TABLE),
				 errmsg("relation with OID %u does not exist", relid)));
	form = (Form_pg_class) GETSTRUCT(tuple);
	name = sfid_relation_text(relid);

	if (form->relkind != RELKIND_RELATION &&
		form->relkind != RELKIND_PARTITIONED_TABLE)
		ereport(ERROR,
				(errcode(ERRCODE_WRONG_OBJECT_TYPE),
				 errmsg("%s is not a table", name),
				 errhint("snowflake_convert() changes the key column of a table or a partitioned table.")));
	if (form->relispartition)
		ereport(ERROR,
				(errcode(ERRCODE_WRONG_OBJECT_TYPE),
				 errmsg("%s is a partition of %s", name,
						sfid_relation_text(get_partition_parent(relid, true))),
				 errhint("Convert the partitioned table: its partitions follow.")));
	if (!has_privs_of_role(GetUserId(), form->relowner))
		ereport(ERROR,
				(errcode(ERRCODE_INSUFFICIENT_PRIVILEGE),
				 errmsg("must be owner of table %s to convert its key column", name),
				 errhint("Run it as %s (or a member of that role), or as a superuser.",
						 quote_identifier(GetUserNameFromId(form->relowner, false)))));
	ReleaseSysCache(tuple);
}

/*
 * Whether a domain, or a domain it is made from, has a CHECK constraint.
 * A CHECK may refuse Snowflake ids (CHECK (VALUE < 2147483648)), and what
 * it refuses is not found out here: its expression is the domain owner's
 * code.  Read from pg_constraint, not the type cache, which plans the
 * expressions (and so may fold the owner's functions) when it loads them.
 */
static bool
sfid_domain_has_check(Oid typid)
{
	for (;;)
	{
		HeapTuple	typtuple = SearchSysCache1(TYPEOID, ObjectIdGetDatum(typid));
		Form_pg_type type;
		Oid			basetype;
		Relation	conrel;
		ScanKeyData key;
		SysScanDesc scan;
		HeapTuple	tuple;
		bool		found = false;

		if (!HeapTupleIsValid(typtuple))
			elog(ERROR, "cache lookup failed for type %u", typid);
		type = (Form_pg_type) GETSTRUCT(typtuple);
		basetype = type->typtype == TYPTYPE_DOMAIN ? type->typbasetype : InvalidOid;
		ReleaseSysCache(typtuple);
		if (!OidIsValid(basetype))
			return false;

		conrel = table_open(ConstraintRelationId, AccessShareLock);
		ScanKeyInit(&key, Anum_pg_constraint_contypid, BTEqualStrategyNumber,
					F_OIDEQ, ObjectIdGetDatum(typid));
		scan = systable_beginscan(conrel, ConstraintTypidIndexId, true, NULL, 1, &key);
		while (HeapTupleIsValid(tuple = systable_getnext(scan)))
		{
			if (((Form_pg_constraint) GETSTRUCT(tuple))->contype == CONSTRAINT_CHECK)
				found = true;
		}
		systable_endscan(scan);
		table_close(conrel, AccessShareLock);
		if (found)
			return true;
		typid = basetype;
	}
}

static int
sfid_reference_cmp(const ListCell *a, const ListCell *b)
{
	const SfidReference *ra = lfirst(a);
	const SfidReference *rb = lfirst(b);
	int			c = strcmp(ra->table, rb->table);

	return c != 0 ? c : strcmp(ra->constraint, rb->constraint);
}

/*
 * The columns of foreign keys that reference the key column of any relation
 * of the tree, sorted by table and constraint.  A constraint cloned onto a
 * partition (conparentid set) is its parent's, listed once.  pg_constraint
 * has no index on confrelid; PostgreSQL's own searches for referencing keys
 * (heap_truncate_find_FKs) read it whole too.
 */
static List *
sfid_convert_references(List *tree, const char *colname)
{
	List	   *result = NIL;
	Relation	conrel;
	SysScanDesc scan;
	HeapTuple	tuple;

	conrel = table_open(ConstraintRelationId, AccessShareLock);
	scan = systable_beginscan(conrel, InvalidOid, false, NULL, 0, NULL);
	while (HeapTupleIsValid(tuple = systable_getnext(scan)))
	{
		Form_pg_constraint con = (Form_pg_constraint) GETSTRUCT(tuple);
		AttrNumber	conkey[INDEX_MAX_KEYS];
		AttrNumber	confkey[INDEX_MAX_KEYS];
		AttrNumber	keyattnum;
		int			nkeys;

		if (con->contype != CONSTRAINT_FOREIGN || OidIsValid(con->conparentid) ||
			!list_member_oid(tree, con->confrelid))
			continue;
		keyattnum = get_attnum(con->confrelid, colname);
		DeconstructFkConstraintRow(tuple, &nkeys, conkey, confkey,
								   NULL, NULL, NULL, NULL, NULL);
		for (int i = 0; i < nkeys; i++)
		{
			SfidReference *ref;
			Oid			typid;
			int32		typmod;
			Oid			collid;

			if (confkey[i] != keyattnum)
				continue;
			get_atttypetypmodcoll(con->conrelid, conkey[i], &typid, &typmod, &collid);
			ref = palloc(sizeof(SfidReference));
			ref->table = sfid_relation_text(con->conrelid);
			ref->constraint = pstrdup(quote_identifier(NameStr(con->conname)));
			ref->column = pstrdup(quote_identifier(get_attname(con->conrelid, conkey[i], false)));
			ref->type = format_type_with_typemod(typid, typmod);
			ref->checked = getBaseType(typid) == INT8OID && sfid_domain_has_check(typid);
			ref->fits = getBaseType(typid) == INT8OID && !ref->checked;
			result = lappend(result, ref);
		}
	}
	systable_endscan(scan);
	table_close(conrel, AccessShareLock);

	list_sort(result, sfid_reference_cmp);
	return result;
}

/*
 * The key column must be a bigint column of the table, not generated, and
 * every column that references it must hold a bigint; otherwise refuse,
 * with the ALTER commands that fix the types.
 */
static void
sfid_convert_check_column(Oid relid, List *tree, const char *colname)
{
	char	   *name = sfid_relation_text(relid);
	HeapTuple	tuple;
	Form_pg_attribute att;
	List	   *refs;
	ListCell   *lc;
	StringInfoData listed;
	StringInfoData fixes;
	bool		key_fits;
	bool		all_fit = true;
	bool		any_checked = false;

	tuple = SearchSysCacheAttName(relid, colname);
	if (!HeapTupleIsValid(tuple) || ((Form_pg_attribute) GETSTRUCT(tuple))->attnum <= 0)
		ereport(ERROR,
				(errcode(ERRCODE_UNDEFINED_COLUMN),
				 errmsg("column \"%s\" of relation %s does not exist", colname, name),
				 errhint("Name the key column as the second argument: snowflake_convert('t', 'key').")));
	att = (Form_pg_attribute) GETSTRUCT(tuple);
	if (att->attgenerated != '\0')
		ereport(ERROR,
				(errcode(ERRCODE_INVALID_TABLE_DEFINITION),
				 errmsg("column \"%s\" of relation %s is a generated column", colname, name)));
	key_fits = att->atttypid == INT8OID;

	refs = sfid_convert_references(tree, colname);
	initStringInfo(&listed);
	initStringInfo(&fixes);
	foreach(lc, refs)
	{
		SfidReference *ref = lfirst(lc);

		if (ref->fits)
		{
			/* Listed only beside a key that is not bigint itself. */
			if (key_fits)
				continue;
		}
		else
		{
			all_fit = false;
			any_checked |= ref->checked;
			appendStringInfo(&fixes, " ALTER TABLE %s ALTER COLUMN %s TYPE bigint;",
							 ref->table, ref->column);
		}
		appendStringInfo(&listed, "%s%s on %s (%s %s%s)", listed.len > 0 ? ", " : "",
						 ref->constraint, ref->table, ref->column, ref->type,
						 ref->checked ? ", a domain with a CHECK constraint" : "");
	}

	if (!key_fits)
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("column \"%s\" of relation %s is %s, not bigint", colname, name,
						format_type_with_typemod(att->atttypid, att->atttypmod)),
				 listed.len > 0 ?
				 errdetail("Snowflake ids need 64 bits. Foreign keys that reference it: %s.", listed.data) :
				 errdetail("Snowflake ids need 64 bits. No foreign key references the column."),
				 errhint("Change the types first (this rewrites the tables), then convert: ALTER TABLE %s ALTER COLUMN %s TYPE bigint;%s",
						 name, quote_identifier(colname), fixes.data)));
	if (!all_fit)
		ereport(ERROR,
				(errcode(ERRCODE_DATATYPE_MISMATCH),
				 errmsg("column \"%s\" of relation %s is referenced by columns that cannot hold a Snowflake id",
						colname, name),
				 errdetail("Snowflake ids need 64 bits%s. Foreign keys from such columns: %s.",
						   any_checked ? ", and a domain's CHECK constraint may refuse them" : "",
						   listed.data),
				 errhint("Change the types first (this rewrites the tables), then convert:%s", fixes.data)));
	ReleaseSysCache(tuple);
}

/*
 * A btree index whose first column is the key column with the built-in
 * integer operators, complete and usable by a new snapshot: its last entry
 * is the largest key.  InvalidOid when there is none.  Only pg_index is
 * read, never the index's predicate or expressions.
 */
static Oid
sfid_convert_key_index(Relation rel, AttrNumber attnum)
{
	List	   *indexes = RelationGetIndexList(rel);
	ListCell   *lc;
	Oid			found = InvalidOid;

	foreach(lc, indexes)
	{
		Relation	irel = index_open(lfirst_oid(lc), AccessShareLock);
		Form_pg_index index = irel->rd_index;
		bool		usable;

		usable = irel->rd_rel->relam == BTREE_AM_OID &&
			index->indisvalid && index->indisready && index->indislive &&
			index->indnkeyatts >= 1 && index->indkey.values[0] == attnum &&
			heap_attisnull(irel->rd_indextuple, Anum_pg_index_indpred, NULL) &&
			irel->rd_opfamily[0] == INTEGER_BTREE_FAM_OID &&
			irel->rd_opcintype[0] == INT8OID &&
			(!index->indcheckxmin ||
			 TransactionIdPrecedes(HeapTupleHeaderGetXmin(irel->rd_indextuple->t_data),
								   TransactionXmin));
		index_close(irel, AccessShareLock);
		if (usable)
		{
			found = lfirst_oid(lc);
			break;
		}
	}
	list_free(indexes);
	return found;
}

/* The largest non-null key through the index: its last entry (first if DESC). */
static bool
sfid_convert_max_by_index(Relation rel, Oid indexid, AttrNumber attnum,
						  Snapshot snapshot, int64 *max)
{
	Relation	irel = index_open(indexid, AccessShareLock);
	TupleTableSlot *slot = table_slot_create(rel, NULL);
	ScanDirection dir;
	ScanKeyData key;
	IndexScanDesc scan;
	bool		found = false;

	dir = (irel->rd_indoption[0] & INDOPTION_DESC) ?
		ForwardScanDirection : BackwardScanDirection;
	ScanKeyEntryInitialize(&key, SK_ISNULL | SK_SEARCHNOTNULL, 1,
						   InvalidStrategy, InvalidOid, InvalidOid, InvalidOid,
						   (Datum) 0);
	scan = sfid_index_beginscan(rel, irel, snapshot, 1);
	index_rescan(scan, &key, 1, NULL, 0);
	if (index_getnext_slot(scan, dir, slot))
	{
		bool		isnull;
		Datum		value = slot_getattr(slot, attnum, &isnull);

		if (!isnull)
		{
			*max = DatumGetInt64(value);
			found = true;
		}
	}
	index_endscan(scan);
	ExecDropSingleTupleTableSlot(slot);
	index_close(irel, AccessShareLock);
	return found;
}

/* The largest non-null key, reading every row. */
static bool
sfid_convert_max_by_scan(Relation rel, AttrNumber attnum, Snapshot snapshot,
						 int64 *max)
{
	TupleTableSlot *slot = table_slot_create(rel, NULL);
	TableScanDesc scan = sfid_table_beginscan(rel, snapshot);
	bool		found = false;

	while (table_scan_getnextslot(scan, ForwardScanDirection, slot))
	{
		bool		isnull;
		Datum		value = slot_getattr(slot, attnum, &isnull);

		CHECK_FOR_INTERRUPTS();
		if (isnull)
			continue;
		if (!found || DatumGetInt64(value) > *max)
			*max = DatumGetInt64(value);
		found = true;
	}
	table_endscan(scan);
	ExecDropSingleTupleTableSlot(slot);
	return found;
}

/*
 * The largest key of one relation (not of its children), read as its owner
 * in a security-restricted operation: no role switch, no temporary object,
 * no setting that outlives the read.
 */
static bool
sfid_convert_max_key(Relation rel, AttrNumber attnum, Snapshot snapshot,
					 int64 *max)
{
	Oid			save_userid;
	int			save_sec_context;
	int			save_nestlevel;
	Oid			indexid;
	bool		found;

	GetUserIdAndSecContext(&save_userid, &save_sec_context);
	SetUserIdAndSecContext(rel->rd_rel->relowner,
						   save_sec_context | SECURITY_RESTRICTED_OPERATION);
	save_nestlevel = NewGUCNestLevel();
	sfid_restrict_search_path();

	indexid = sfid_convert_key_index(rel, attnum);
	if (OidIsValid(indexid))
		found = sfid_convert_max_by_index(rel, indexid, attnum, snapshot, max);
	else
		found = sfid_convert_max_by_scan(rel, attnum, snapshot, max);

	AtEOXact_GUC(false, save_nestlevel);
	SetUserIdAndSecContext(save_userid, save_sec_context);
	return found;
}

/* The sequences that the column owns (serial, bigserial; not an identity's). */
static Datum
sfid_convert_owned_sequences(Oid relid, AttrNumber attnum)
{
	Relation	deprel;
	ScanKeyData key[3];
	SysScanDesc scan;
	HeapTuple	tuple;
	Datum	   *seqs = palloc(sizeof(Datum));
	int			n = 0;

	deprel = table_open(DependRelationId, AccessShareLock);
	ScanKeyInit(&key[0], Anum_pg_depend_refclassid, BTEqualStrategyNumber,
				F_OIDEQ, ObjectIdGetDatum(RelationRelationId));
	ScanKeyInit(&key[1], Anum_pg_depend_refobjid, BTEqualStrategyNumber,
				F_OIDEQ, ObjectIdGetDatum(relid));
	ScanKeyInit(&key[2], Anum_pg_depend_refobjsubid, BTEqualStrategyNumber,
				F_INT4EQ, Int32GetDatum(attnum));
	scan = systable_beginscan(deprel, DependReferenceIndexId, true, NULL, 3, key);
	while (HeapTupleIsValid(tuple = systable_getnext(scan)))
	{
		Form_pg_depend dep = (Form_pg_depend) GETSTRUCT(tuple);

		if (dep->classid != RelationRelationId || dep->deptype != DEPENDENCY_AUTO ||
			get_rel_relkind(dep->objid) != RELKIND_SEQUENCE)
			continue;
		seqs = repalloc(seqs, (n + 1) * sizeof(Datum));
		seqs[n++] = ObjectIdGetDatum(dep->objid);
	}
	systable_endscan(scan);
	table_close(deprel, AccessShareLock);

	return PointerGetDatum(construct_array(seqs, n, REGCLASSOID, sizeof(Oid),
										   true, TYPALIGN_INT));
}

/* The column's default as pg_get_expr() prints it; NULL when it has none. */
static text *
sfid_convert_default(Relation rel, AttrNumber attnum)
{
	TupleConstr *constr = RelationGetDescr(rel)->constr;

	if (constr == NULL)
		return NULL;
	for (int i = 0; i < constr->num_defval; i++)
	{
		if (constr->defval[i].adnum == attnum)
			return DatumGetTextPP(DirectFunctionCall2(pg_get_expr,
													  CStringGetTextDatum(constr->defval[i].adbin),
													  ObjectIdGetDatum(RelationGetRelid(rel))));
	}
	return NULL;
}

/*
 * sfid_convert_inspect(tbl regclass, col name): lock the table's tree,
 * check the table, the column and the columns that reference it, and
 * return one row per relation of the tree (the table first): whether it is
 * a partition, the column's identity kind, default and owned sequences, and
 * its largest key (NULL without rows, or for a partitioned table, which
 * holds none).
 */
Datum
sfid_convert_inspect(PG_FUNCTION_ARGS)
{
	ReturnSetInfo *rsinfo = (ReturnSetInfo *) fcinfo->resultinfo;
	Oid			relid;
	const char *colname;
	List	   *tree;
	ListCell   *lc;
	Snapshot	snapshot;
	int64		tree_max = -1;
	int64		now_ms;
	int64		clock_bound;
	bool		old_declaration;

	if (PG_ARGISNULL(0) || PG_ARGISNULL(1))
		ereport(ERROR,
				(errcode(ERRCODE_NULL_VALUE_NOT_ALLOWED),
				 errmsg("snowflake_convert() needs a table and a column name, not NULL")));
	/* Without a fence the converted table would take no insert: refuse. */
	sfid_guards_require_preload("snowflake_convert()");
	relid = PG_GETARG_OID(0);
	colname = NameStr(*PG_GETARG_NAME(1));
	InitMaterializedSRF(fcinfo, 0);

	/* Refuse before waiting for the lock, and again once it is held. */
	sfid_convert_check_table(relid);
	LockRelationOid(relid, AccessExclusiveLock);
	sfid_convert_check_table(relid);
	tree = find_all_inheritors(relid, AccessExclusiveLock, NULL);

	foreach(lc, tree)
	{
		if (get_rel_relkind(lfirst_oid(lc)) == RELKIND_FOREIGN_TABLE)
			ereport(ERROR,
					(errcode(ERRCODE_FEATURE_NOT_SUPPORTED),
					 errmsg("cannot convert %s: %s is a foreign table",
							sfid_relation_text(relid), sfid_relation_text(lfirst_oid(lc))),
					 errdetail("snowflake_convert() reads every existing key, and the rows of a foreign table are on another server."),
					 errhint("Check the keys there, then set the default by hand: ALTER TABLE %s ALTER COLUMN %s SET DEFAULT %s.snowflake_next();",
							 sfid_relation_text(relid), quote_identifier(colname),
							 quote_identifier(get_namespace_name(get_func_namespace(fcinfo->flinfo->fn_oid))))));
	}
	sfid_convert_check_column(relid, tree, colname);

	/*
	 * One clock reading decides both the fence and the refusal: every key
	 * below its millisecond is fenced, and snowflake_convert() refuses any
	 * key at or after it (clock_bound).  Two readings would let a key at a
	 * millisecond between them through with no fence.  The lock is held, so
	 * no key can come after this reading.
	 */
	now_ms = sfid_clock_real_ms();
	clock_bound = sfid_snowflake_pack(&sfid_layout, sfid_state_make(now_ms, 0), 0);
	old_declaration = rsinfo->setDesc->natts < SFID_CONVERT_NCOLUMNS;

	/* Every key committed before the lock, whatever the isolation level. */
	snapshot = RegisterSnapshot(GetLatestSnapshot());
	foreach(lc, tree)
	{
		Oid			childid = lfirst_oid(lc);
		Relation	rel = table_open(childid, NoLock);
		HeapTuple	atttuple = SearchSysCacheAttName(childid, colname);
		Form_pg_attribute att;
		Datum		values[SFID_CONVERT_NCOLUMNS];
		bool		nulls[SFID_CONVERT_NCOLUMNS] = {false};
		text	   *def;
		int64		max;

		if (!HeapTupleIsValid(atttuple))
			elog(ERROR, "column \"%s\" of relation %u does not exist", colname, childid);
		att = (Form_pg_attribute) GETSTRUCT(atttuple);

		values[SFID_CONVERT_RELID] = ObjectIdGetDatum(childid);
		values[SFID_CONVERT_IS_PARTITION] = BoolGetDatum(rel->rd_rel->relispartition);
		values[SFID_CONVERT_IDENTITY] = CharGetDatum(att->attidentity);
		def = sfid_convert_default(rel, att->attnum);
		values[SFID_CONVERT_DEFAULT] = PointerGetDatum(def);
		nulls[SFID_CONVERT_DEFAULT] = def == NULL;
		values[SFID_CONVERT_SEQUENCES] = sfid_convert_owned_sequences(childid, att->attnum);
		if (rel->rd_rel->relkind == RELKIND_RELATION &&
			sfid_convert_max_key(rel, att->attnum, snapshot, &max))
		{
			values[SFID_CONVERT_MAX_KEY] = Int64GetDatum(max);
			tree_max = Max(tree_max, max);
		}
		else
			nulls[SFID_CONVERT_MAX_KEY] = true;
		values[SFID_CONVERT_CLOCK_BOUND] = Int64GetDatum(clock_bound);

		tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
		ReleaseSysCache(atttuple);
		table_close(rel, NoLock);
	}
	UnregisterSnapshot(snapshot);

	/*
	 * Keys below the clock's millisecond may be converted: fence every id
	 * this server issues from now on above them, so that no clock step back
	 * after the conversion (nor a restart, nor a failover to a synchronous
	 * standby) brings new ids down among them.  It never holds ids back
	 * while the clock is right, so it is done even if snowflake_convert()
	 * then refuses for another reason.  A key at or after that millisecond
	 * is not fenced: snowflake_convert() refuses it, deciding on
	 * clock_bound.  A database still at 1.3 declares no clock_bound, and its
	 * snowflake_convert() reads the clock again later: refuse such a key
	 * here, so that it cannot be accepted with no fence.
	 */
	if (tree_max >= 0)
	{
		int64		ms;
		int			worker;
		int			seq;

		sfid_snowflake_unpack(&sfid_layout, tree_max, &ms, &worker, &seq);
		if (ms < now_ms)
		{
			/* a fence refused is the conversion's, not an id's refusal */
			sfid_refusals_for_ids = false;
			sfid_reservation_fence(ms);
		}
		else if (old_declaration)
			ereport(ERROR,
					(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
					 errmsg("existing keys of %s are not all below the first Snowflake id of now",
							sfid_relation_text(relid)),
					 errdetail("The largest value of column \"%s\" is %lld; new ids start at %lld, so they would not sort after it and could meet it.",
							   colname, (long long) tree_max, (long long) clock_bound),
					 errhint("Renumber the keys at or above that value (and the columns that reference them) below it first, or keep the current default; run ALTER EXTENSION sfid UPDATE to have snowflake_convert() refuse only what it would change.")));
	}

	return (Datum) 0;
}
