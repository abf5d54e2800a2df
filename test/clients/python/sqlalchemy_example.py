"""test/clients/python/sqlalchemy_example.py: Snowflake ids and UUIDv7 keys
through SQLAlchemy 1.4 (Debian's python3-sqlalchemy) on psycopg2
(docs/frameworks.md, SQLAlchemy).  The schema comes from the declarative
models (metadata.create_all()); the ORM reads server defaults back with
RETURNING."""

import json
import uuid

import sqlalchemy
from sqlalchemy import BigInteger, Column, DDL, Integer, create_engine, event, select, text
from sqlalchemy.dialects.postgresql import UUID
from sqlalchemy.orm import Session, declarative_base

from check import check, check_exact, done, dsn

Base = declarative_base()
event.listen(Base.metadata, "before_create", DDL("CREATE EXTENSION IF NOT EXISTS sfid"))


class Item(Base):
    __tablename__ = "items"
    id = Column(BigInteger, primary_key=True, server_default=text("snowflake_next()"))
    n = Column(Integer, nullable=False)


class Document(Base):
    __tablename__ = "documents"
    id = Column(UUID(as_uuid=True), primary_key=True, server_default=text("uuidv7()"))
    n = Column(Integer, nullable=False)


engine = create_engine(dsn().replace("postgresql://", "postgresql+psycopg2://"), future=True)
Base.metadata.create_all(engine)

with Session(engine) as session:
    default = session.execute(text("SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef "
                                   "WHERE adrelid = 'items'::regclass")).scalar()
    check("create_all() sets DEFAULT snowflake_next() (not a bigserial)", default == "snowflake_next()", default)

    # one row, and a batch: the flush reads each id back
    one = Item(n=1)
    session.add(one)
    session.flush()
    batch = [Item(n=i) for i in range(2, 52)]
    session.add_all(batch)
    session.commit()
    check("ids arrive as int", type(one.id) is int, type(one.id))
    rows = [(r.id, r.n) for r in [one, *batch]]
    found = session.execute(select(Item.id, Item.n).where(Item.id.in_([i for i, _ in rows]))).all()
    check_exact("session.add_all() and flush", rows, [tuple(r) for r in found])
    check("session.get(Item, id) finds the row", session.get(Item, one.id).n == 1)

    # JSON: json.dumps writes an int exactly; a browser's JSON.parse would not
    # read it exactly, so send str(id) to JavaScript
    back = json.loads(json.dumps({"id": one.id, "n": one.n}))
    check("json.dumps/json.loads keeps the id (Python ints are exact)", back["id"] == one.id)
    as_double = sum(1 for i, _ in rows if int(float(i)) != i)
    check(f"the same JSON number read as a double (JavaScript) is rounded for {as_double} of {len(rows)} ids",
          as_double > 0)
    back = json.loads(json.dumps({"id": str(one.id)}))
    check("json.dumps({'id': str(id)}) keeps the id for JavaScript too", int(back["id"]) == one.id)

    # the trap: bulk_save_objects() and executemany inserts do not read
    # server defaults back; the objects keep id None
    bulk = [Item(n=i) for i in range(100, 103)]
    session.bulk_save_objects(bulk)
    session.commit()
    check("trap: session.bulk_save_objects() leaves every id None", all(b.id is None for b in bulk),
          [b.id for b in bulk])
    with_defaults = [Item(n=i) for i in range(200, 203)]
    session.bulk_save_objects(with_defaults, return_defaults=True)
    session.commit()
    found = session.execute(select(Item.id, Item.n).where(Item.id.in_([b.id for b in with_defaults]))).all()
    check_exact("bulk_save_objects(return_defaults=True)", [(b.id, b.n) for b in with_defaults],
                [tuple(r) for r in found])

    # a uuidv7() key
    docs = [Document(n=1), Document(n=2)]
    session.add_all(docs)
    session.commit()
    check("uuidv7() key: ids come back as uuid.UUID, version 7",
          all(isinstance(d.id, uuid.UUID) and d.id.version == 7 for d in docs), [d.id for d in docs])
    found = session.execute(select(Document.id, Document.n).where(Document.id.in_([d.id for d in docs]))).all()
    check_exact("uuidv7() key", [(d.id, d.n) for d in docs], [tuple(r) for r in found])

done("sqlalchemy", sqlalchemy.__version__)
