"""test/clients/python/django_example/shop/models.py: the models of
test/clients/python/django_example.py (docs/frameworks.md, Django)."""

from django.db import models

from .fields import ReturningUUIDField, UUIDv7Field


class Item(models.Model):
    """A BigAutoField key: Django makes a bigserial, migration 0002 turns it
    into DEFAULT snowflake_next() with snowflake_convert()."""
    id = models.BigAutoField(primary_key=True)
    n = models.IntegerField()


class Document(models.Model):
    """A uuidv7() key, through the field in fields.py."""
    id = UUIDv7Field(primary_key=True, default=None, editable=False)
    n = models.IntegerField()


class PlainKey(models.Model):
    """The trap: a BigIntegerField key with only a database default.
    Django sends the key in the INSERT, as NULL."""
    id = models.BigIntegerField(primary_key=True)
    n = models.IntegerField()


def uuidv7_expression():
    return models.Func(function="uuidv7")


class DefaultExpressionKey(models.Model):
    """The other trap: the uuidv7() expression as the default of a field with
    db_returning. create() reads the id back, but bulk_create() leaves the
    expression in the pk: an object with a pk counts as one that has its id."""
    id = ReturningUUIDField(primary_key=True, default=uuidv7_expression, editable=False)
    n = models.IntegerField()
