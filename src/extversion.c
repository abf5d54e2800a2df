/*-------------------------------------------------------------------------
 *
 * extversion.c
 *		Databases whose sfid extension was left below 1.3, where the
 *		library cannot keep its guarantee for snowflake_convert().
 *
 * One library serves every database of a server, whatever version of
 * sfid's SQL each database has: ALTER EXTENSION sfid UPDATE is run per
 * database, and pg_upgrade keeps each database's version.  Below 1.3,
 * snowflake_convert() is PL/pgSQL of its own: it reads the keys with SQL
 * and fences nothing (sfid_reservation_fence()), so a step back of the
 * clock after it brings new ids below the keys it accepted.  The library
 * cannot change that function, but it sees every call: it refuses it
 * (object_access_hook, as the executor starts a function), and the first
 * snowflake_next() of a backend in such a database warns, so that the log
 * says which database to update before anyone converts there.  A
 * database at 1.0 or 1.1 has no snowflake_convert() to refuse, and gets no
 * warning.
 *
 * A backend reads only its own database's catalog, so each database is
 * found out by its own sessions; the reserver is connected to none.
 *
 *-------------------------------------------------------------------------
 */
#include "compat.h"

#include "access/genam.h"
#include "access/htup_details.h"
#include "access/table.h"
#include "catalog/dependency.h"
#include "catalog/indexing.h"
#include "catalog/objectaccess.h"
#include "catalog/pg_extension.h"
#include "catalog/pg_language.h"
#include "catalog/pg_proc.h"
#include "commands/dbcommands.h"	/* get_database_name() before 19 */
#include "commands/extension.h"
#include "miscadmin.h"
#include "utils/builtins.h"
#include "utils/fmgroids.h"
#include "utils/lsyscache.h"	/* get_database_name() from 19 on */
#include "utils/rel.h"
#include "utils/syscache.h"

#include "extversion.h"

/* The one version whose snowflake_convert() fences nothing (1.3 fences). */
#define SFID_UNFENCED_VERSION	"1.2"

bool		sfid_extversion_checked = false;

static object_access_hook_type sfid_prev_object_access_hook = NULL;

/*
 * The version of extension extoid in this database, as text; NULL when it
 * is not there.  Read from pg_extension (there is no syscache on it).
 */
static char *
sfid_extversion_of(Oid extoid)
{
	Relation	rel;
	ScanKeyData key;
	SysScanDesc scan;
	HeapTuple	tuple;
	char	   *version = NULL;

	rel = table_open(ExtensionRelationId, AccessShareLock);
	ScanKeyInit(&key, Anum_pg_extension_oid, BTEqualStrategyNumber,
				F_OIDEQ, ObjectIdGetDatum(extoid));
	scan = systable_beginscan(rel, ExtensionOidIndexId, true, NULL, 1, &key);
	tuple = systable_getnext(scan);
	if (HeapTupleIsValid(tuple))
	{
		bool		isnull;
		Datum		datum = heap_getattr(tuple, Anum_pg_extension_extversion,
										 RelationGetDescr(rel), &isnull);

		if (!isnull)
			version = text_to_cstring(DatumGetTextPP(datum));
	}
	systable_endscan(scan);
	table_close(rel, AccessShareLock);
	return version;
}

/*
 * Does version have 1.2's snowflake_convert(), which fences nothing?  1.0
 * and 1.1 have no snowflake_convert(); from 1.3 on it fences.
 */
static bool
sfid_extversion_is_behind(const char *version)
{
	return version != NULL && strcmp(version, SFID_UNFENCED_VERSION) == 0;
}

/*
 * Refuse snowflake_convert() of an sfid extension below 1.3 as the
 * executor starts it.  Only a function named snowflake_convert that is
 * not C is looked at further, so every other function costs one syscache
 * lookup of its own pg_proc row when a query starts, none per row.
 */
static void
sfid_extversion_refuse_convert(Oid funcid)
{
	HeapTuple	tuple;
	bool		candidate;
	Oid			extoid;
	char	   *version;

	tuple = SearchSysCache1(PROCOID, ObjectIdGetDatum(funcid));
	if (!HeapTupleIsValid(tuple))
		return;
	candidate = ((Form_pg_proc) GETSTRUCT(tuple))->prolang != ClanguageId &&
		strcmp(NameStr(((Form_pg_proc) GETSTRUCT(tuple))->proname), "snowflake_convert") == 0;
	ReleaseSysCache(tuple);
	if (!candidate)
		return;
	extoid = getExtensionOfObject(ProcedureRelationId, funcid);
	if (!OidIsValid(extoid) || extoid != get_extension_oid("sfid", true))
		return;
	version = sfid_extversion_of(extoid);
	if (!sfid_extversion_is_behind(version))
		return;
	ereport(ERROR,
			(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
			 errmsg("snowflake_convert() of sfid %s cannot fence the keys it would convert", version),
			 errdetail("Before 1.3 it fences no Snowflake id above the existing keys, so a step back of the clock after it would bring new ids below them."),
			 errhint("Run ALTER EXTENSION sfid UPDATE in database \"%s\" first; nothing was changed.",
					 get_database_name(MyDatabaseId))));
}

static void
sfid_extversion_object_access(ObjectAccessType access, Oid classId,
							  Oid objectId, int subId, void *arg)
{
	if (sfid_prev_object_access_hook)
		sfid_prev_object_access_hook(access, classId, objectId, subId, arg);
	if (access == OAT_FUNCTION_EXECUTE && classId == ProcedureRelationId)
		sfid_extversion_refuse_convert(objectId);
}

void
sfid_extversion_init(void)
{
	sfid_prev_object_access_hook = object_access_hook;
	object_access_hook = sfid_extversion_object_access;
}

/*
 * Once per backend, at its first snowflake_next(): a WARNING, to the
 * client and the server log, when this database's sfid is 1.2 (1.0 and
 * 1.1 have no snowflake_convert()).
 */
void
sfid_extversion_check(void)
{
	Oid			extoid;
	char	   *version;

	sfid_extversion_checked = true;
	extoid = get_extension_oid("sfid", true);
	if (!OidIsValid(extoid))
		return;
	version = sfid_extversion_of(extoid);
	if (!sfid_extversion_is_behind(version))
		return;
	ereport(WARNING,
			(errcode(ERRCODE_OBJECT_NOT_IN_PREREQUISITE_STATE),
			 errmsg("extension sfid in database \"%s\" is at version %s, below 1.3",
					get_database_name(MyDatabaseId), version),
			 errdetail("Its snowflake_convert() would convert a table with no fence above the existing keys, and is refused."),
			 errhint("Run ALTER EXTENSION sfid UPDATE in this database.")));
}
