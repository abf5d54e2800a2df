# sfid: Snowflake ids and UUIDv7 for PostgreSQL (built with PGXS)

EXTENSION = sfid
MODULE_big = sfid
OBJS = src/sfid.o src/guards.o src/generator.o src/workers.o \
	src/reservation.o src/reservation_state.o src/reservation_file.o \
	src/reservation_wal.o src/reservation_admin.o src/standby_wait.o \
	src/reserver.o src/statefile.o src/snowflake.o src/uuidv7.o src/fanin.o \
	src/textform.o src/query.o src/monitor.o src/convert.o \
	src/extversion.o src/backfill_state.o src/backfill.o src/layout.o
DATA = sfid--1.0.sql sfid--1.0--1.1.sql sfid--1.1--1.2.sql sfid--1.2--1.3.sql sfid--1.3--1.4.sql
PGFILEDESC = "sfid - Snowflake ids and UUIDv7"

# Warnings are shown, never errors: a compiler newer than this code must
# not stop a user's make install.  The test command adds -Werror through
# PGXS's COPT (make COPT=-Werror), as PostgreSQL's buildfarm does.
# PG_FUNCTION_ARGS leaves parameters unused.
PG_CFLAGS = -Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers \
	-MMD -MP

# pg_regress starts its own server with sfid preloaded and installed in
# its database; each file sets up what it needs (test/regress_try.sql), so
# that any one runs alone (make installcheck REGRESS=snowflake) and a new
# file in sql/ runs without a list to update.  Keep its folder apart from
# tmp_check/, which the TAP run removes.
REGRESS = $(patsubst sql/%.sql,%,$(sort $(wildcard sql/*.sql)))
REGRESS_OPTS = --temp-instance=$(CURDIR)/regress_instance \
	--temp-config=$(srcdir)/test/regress.conf --load-extension=sfid

# The isolation tester (specs/), on a temporary server of its own, after
# pg_regress in the same make installcheck.
ISOLATION = convert_concurrency
ISOLATION_OPTS = --temp-instance=$(CURDIR)/isolation_instance \
	--temp-config=$(srcdir)/test/regress.conf --load-extension=sfid

TAP_TESTS = 1
PROVE_TESTS ?= test/t/*.pl

UNIT_TESTS = test/unit/test_generator test/unit/test_textform test/unit/test_statefile

EXTRA_CLEAN = regress_instance isolation_instance test/layouts/instance test/layouts/out $(UNIT_TESTS) $(OBJS:.o=.d)

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# Rebuild an object when a header it includes changes (PGXS tracks only
# the .c file unless the server was configured with --enable-depend).
-include $(OBJS:.o=.d)

# C unit tests of the pure cores: no server, no PostgreSQL headers.  Each
# binary prints TAP; unitcheck runs them under prove.
UNIT_CFLAGS = -std=c11 -O2 -g -Wall -Wextra $(COPT) -Isrc

test/unit/test_generator: test/unit/test_generator.c test/unit/unit.h src/generator.c src/generator.h
	$(CC) $(UNIT_CFLAGS) -o $@ test/unit/test_generator.c src/generator.c

test/unit/test_textform: test/unit/test_textform.c test/unit/unit.h src/textform.c src/textform.h
	$(CC) $(UNIT_CFLAGS) -o $@ test/unit/test_textform.c src/textform.c

# The reservation file's format uses PostgreSQL's CRC-32C from libpgport.
test/unit/test_statefile: test/unit/test_statefile.c test/unit/unit.h src/statefile.c src/statefile.h
	$(CC) -O2 -g -Wall -Wextra $(COPT) -Isrc -I$(includedir_server) -o $@ \
		test/unit/test_statefile.c src/statefile.c -L$(pkglibdir) -lpgport

.PHONY: unitcheck
unitcheck: $(UNIT_TESTS)
	$(or $(PROVE),prove) $(PROVE_FLAGS) $(UNIT_TESTS)

# One target per stage of scripts/test.sh (test/stages.txt), each runnable
# alone (docs/development.md says what each needs and how long it takes).
# The server stages test the sfid installed for $(PG_CONFIG) and run as a
# user that initdb accepts; the scripts install what they need.  Every
# runner prints TAP and runs under prove; ARGS are the script's arguments
# (make torturecheck ARGS='--minutes 30').
STAGE_PROVE = $(or $(PROVE),prove) -v --exec bash
.PHONY: regresscheck tapcheck cituscheck docscheck hardencheck fuzzcheck \
	packagecheck torturecheck clientscheck monitoringcheck hacheck modelcheck cloudcheck
regresscheck:
	$(MAKE) installcheck TAP_TESTS=
	$(MAKE) layoutcheck

# The same pg_regress on a server of each other layout (test/layouts: its
# settings NAME.conf, its test sql/layout_NAME.sql): the published ids of
# the systems whose layouts sfid takes decode as their sources say.
LAYOUTS = discord instagram twitter
.PHONY: layoutcheck
layoutcheck:
	set -e; for l in $(LAYOUTS); do \
		$(pg_regress_installcheck) --inputdir=$(srcdir)/test/layouts \
			--outputdir=$(CURDIR)/test/layouts/out \
			--temp-instance=$(CURDIR)/test/layouts/instance \
			--temp-config=$(srcdir)/test/layouts/$$l.conf --load-extension=sfid \
			layout_$$l; \
	done
tapcheck:
	$(MAKE) installcheck REGRESS= ISOLATION=
cituscheck:
	$(MAKE) installcheck REGRESS= ISOLATION= PROVE_TESTS='test/citus/*.pl'
docscheck:
	$(or $(PROVE),prove) test/docs/*.t
monitoringcheck:
	$(MAKE) installcheck REGRESS= ISOLATION= PROVE_TESTS='test/monitoring/*.pl'
hardencheck packagecheck:
	$(STAGE_PROVE) scripts/$(@:check=).sh $(if $(ARGS),:: $(ARGS))
fuzzcheck torturecheck hacheck:
	$(STAGE_PROVE) test/$(@:check=)/run.sh $(if $(ARGS),:: $(ARGS))
cloudcheck:
	$(STAGE_PROVE) scripts/cloud.sh $(if $(ARGS),:: $(ARGS))
modelcheck:
	$(STAGE_PROVE) model/check.sh $(if $(ARGS),:: $(ARGS))
clientscheck:
	$(STAGE_PROVE) test/clients/run.sh :: $(or $(SFID_CLIENTS_SERVER),15) $(ARGS)
