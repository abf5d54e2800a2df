"""test/clients/python/django_example/shop/fields.py: a UUID primary key
that the database makes with uuidv7() (docs/frameworks.md, Django).

Django 3.2 has no database defaults (db_default is Django 5.0), so the
field sends the SQL expression itself: pre_save() gives uuidv7() for a row
that has no id yet, and db_returning reads the new id back with RETURNING,
in save() and in bulk_create() alike."""

from django.db import models


class UUIDv7Field(models.UUIDField):
    db_returning = True

    def pre_save(self, model_instance, add):
        value = super().pre_save(model_instance, add)
        if add and value is None:
            return models.Func(function="uuidv7", output_field=self)
        return value


class ReturningUUIDField(models.UUIDField):
    """The trap of shop/models.py's DefaultExpressionKey: db_returning, with
    uuidv7() as the field's default instead of in pre_save()."""
    db_returning = True
