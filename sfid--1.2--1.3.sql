/* sfid--1.2--1.3.sql: sfid 1.3 (PostgreSQL 19; snowflake_convert() as safe
 * as PostgreSQL's own maintenance commands). */

-- complain if script is sourced in psql, rather than via ALTER EXTENSION
\echo Use "ALTER EXTENSION sfid UPDATE TO '1.3'" to load this file. \quit
