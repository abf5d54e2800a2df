-- index locality: time-ordered keys fill the B-tree from its right edge
CREATE TABLE t_identity (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY);
CREATE TABLE t_snowflake (id bigint DEFAULT snowflake_next() PRIMARY KEY);
CREATE TABLE t_uuidv7 (id uuid DEFAULT uuidv7() PRIMARY KEY);
CREATE TABLE t_uuidv4 (id uuid DEFAULT gen_random_uuid() PRIMARY KEY);

INSERT INTO t_identity SELECT FROM generate_series(1, 100000);
INSERT INTO t_snowflake SELECT FROM generate_series(1, 100000);
INSERT INTO t_uuidv7 SELECT FROM generate_series(1, 100000);
INSERT INTO t_uuidv4 SELECT FROM generate_series(1, 100000);

-- Snowflake keys pack exactly like a sequence
SELECT pg_relation_size('t_snowflake_pkey') = pg_relation_size('t_identity_pkey') AS snowflake_index_as_small_as_identity;
-- monotonic UUIDv7 keys pack clearly tighter than random UUIDs
SELECT pg_relation_size('t_uuidv7_pkey') < 0.8 * pg_relation_size('t_uuidv4_pkey') AS uuidv7_index_clearly_smaller;

DROP TABLE t_identity, t_snowflake, t_uuidv7, t_uuidv4;
