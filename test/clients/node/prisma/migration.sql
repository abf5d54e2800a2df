-- test/clients/node/prisma/migration.sql: the migration that "prisma migrate
-- dev" would write for prisma/schema.prisma, written by hand here: Prisma's
-- migrations need its schema engine, a program that Prisma downloads at run
-- time from a host this machine cannot reach, and no npm or Debian package
-- carries it (docs/frameworks.md, Prisma).  The extension comes first, as in
-- a migration made with "prisma migrate dev --create-only" and edited.
CREATE EXTENSION IF NOT EXISTS sfid;

-- CreateTable
CREATE TABLE "items" (
    "id" BIGINT NOT NULL DEFAULT snowflake_next(),
    "n" INTEGER NOT NULL,

    CONSTRAINT "items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "documents" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "n" INTEGER NOT NULL,

    CONSTRAINT "documents_pkey" PRIMARY KEY ("id")
);
