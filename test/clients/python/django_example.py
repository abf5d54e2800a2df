"""test/clients/python/django_example.py: Snowflake ids and UUIDv7 keys
through Django 3.2 (Debian's python3-django) on psycopg2
(docs/frameworks.md, Django).  The app is django_example/shop: its models,
makemigrations' 0001_initial and the hand-written 0002_sfid, which migrate
applies to a database without the extension."""

import json
import os
import sys
import uuid

import django
from django.conf import settings

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "django_example"))
settings.configure(
    INSTALLED_APPS=["shop"],
    DATABASES={"default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ["PGDATABASE"], "USER": os.environ["PGUSER"],
        "HOST": os.environ["PGHOST"], "PORT": os.environ["PGPORT"],
    }},
    DEFAULT_AUTO_FIELD="django.db.models.BigAutoField",
    USE_TZ=True,
)
django.setup()

from django.core import serializers  # noqa: E402
from django.core.management import call_command  # noqa: E402
from django.core.serializers.json import DjangoJSONEncoder  # noqa: E402
from django.db import IntegrityError, connection, transaction  # noqa: E402
from django.http import JsonResponse  # noqa: E402

from check import check, check_exact, done  # noqa: E402
from shop.models import DefaultExpressionKey, Document, Item, PlainKey  # noqa: E402

call_command("migrate", verbosity=0)
with connection.cursor() as cur:
    cur.execute("SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 'shop_item'::regclass")
    default = cur.fetchone()[0]
check("migrate: 0002 turns the bigserial into DEFAULT snowflake_next()", default == "snowflake_next()", default)

# one row, and a batch: Django reads a BigAutoField back with RETURNING
one = Item.objects.create(n=1)
batch = Item.objects.bulk_create([Item(n=i) for i in range(2, 52)])
check("ids arrive as int", type(one.id) is int, type(one.id))
rows = [(r.id, r.n) for r in [one, *batch]]
check_exact("create() and bulk_create()", rows,
            list(Item.objects.filter(id__in=[i for i, _ in rows]).values_list("id", "n")))
check("Item.objects.get(pk=id) finds the row", Item.objects.get(pk=one.id).n == 1)

# JSON: the serializers and JsonResponse write the id as a JSON number,
# exact for Python; for JavaScript send str(id)
dumped = serializers.serialize("json", Item.objects.filter(pk=one.pk))
restored = next(serializers.deserialize("json", dumped)).object
check(f"serializers.serialize('json') {dumped} keeps the id", restored.pk == one.id)
response = JsonResponse({"id": str(one.id), "n": one.n})
check(f"JsonResponse({{'id': str(id)}}) {response.content.decode()} keeps the id for JavaScript",
      int(json.loads(response.content)["id"]) == one.id)
as_double = sum(1 for i, _ in rows if int(float(json.loads(json.dumps(i, cls=DjangoJSONEncoder)))) != i)
check(f"a bare JSON number read as a double (JavaScript) is rounded for {as_double} of {len(rows)} ids",
      as_double > 0)

# the trap: a BigIntegerField key with a database default; Django sends NULL
try:
    with transaction.atomic():
        PlainKey.objects.create(n=1)
    outcome = "no error"
except IntegrityError as e:
    outcome = f"IntegrityError: {str(e).splitlines()[0]}"
check(f"trap: BigIntegerField(primary_key=True) sends NULL: {outcome}",
      outcome.startswith("IntegrityError: null value in column \"id\""), outcome)

# a uuidv7() key, through UUIDv7Field
docs = [Document.objects.create(n=1)] + Document.objects.bulk_create([Document(n=2), Document(n=3)])
check("uuidv7() key: create() and bulk_create() read the ids back as uuid.UUID, version 7",
      all(isinstance(d.id, uuid.UUID) and d.id.version == 7 for d in docs), [d.id for d in docs])
check_exact("uuidv7() key", [(d.id, d.n) for d in docs],
            list(Document.objects.filter(id__in=[d.id for d in docs]).values_list("id", "n")))

# the trap: the expression as the field's default; bulk_create() keeps it
created = DefaultExpressionKey.objects.create(n=1)
bulk = DefaultExpressionKey.objects.bulk_create([DefaultExpressionKey(n=2)])
check("trap: db_returning with default=Func('uuidv7'): create() reads the id back", isinstance(created.id, uuid.UUID), repr(created.id))
check(f"trap: db_returning with default=Func('uuidv7'): bulk_create() leaves the pk as {bulk[0].pk!r}",
      isinstance(bulk[0].pk, django.db.models.Func), repr(bulk[0].pk))

done("django", django.get_version())
