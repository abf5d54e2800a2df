# sfid: Snowflake ids and UUIDv7 for PostgreSQL (built with PGXS)

EXTENSION = sfid
MODULE_big = sfid
OBJS = src/sfid.o src/generator.o src/workers.o src/reservation.o src/reserver.o \
	src/statefile.o src/snowflake.o src/uuidv7.o
DATA = sfid--1.0.sql
PGFILEDESC = "sfid - Snowflake ids and UUIDv7"

# Warnings are errors; PG_FUNCTION_ARGS leaves parameters unused.
PG_CFLAGS = -Wall -Wextra -Werror -Wno-unused-parameter -Wno-missing-field-initializers

# pg_regress starts its own server with sfid preloaded; keep its folder
# apart from tmp_check/, which the TAP run removes.
REGRESS = snowflake uuidv7 unpack clock_rewind locality
REGRESS_OPTS = --temp-instance=$(CURDIR)/regress_instance \
	--temp-config=$(srcdir)/test/regress.conf

TAP_TESTS = 1
PROVE_TESTS = test/t/*.pl

EXTRA_CLEAN = regress_instance test/unit/test_generator

PG_CONFIG ?= pg_config
PGXS := $(shell $(PG_CONFIG) --pgxs)
include $(PGXS)

# C unit tests of the pure generator: no server, no PostgreSQL headers.
UNIT_CFLAGS = -std=c11 -O2 -g -Wall -Wextra -Werror -Isrc

test/unit/test_generator: test/unit/test_generator.c src/generator.c src/generator.h
	$(CC) $(UNIT_CFLAGS) -o $@ test/unit/test_generator.c src/generator.c

.PHONY: unitcheck
unitcheck: test/unit/test_generator
	test/unit/test_generator
