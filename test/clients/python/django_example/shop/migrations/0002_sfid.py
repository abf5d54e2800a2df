# test/clients/python/django_example/shop/migrations/0002_sfid.py, written
# by hand ("makemigrations shop --empty", then filled in): the extension, in
# a migration so that every database Django migrates has it (a fresh test
# database too), and Snowflake ids for the BigAutoField key.

from django.contrib.postgres.operations import CreateExtension
from django.db import migrations


class Migration(migrations.Migration):

    dependencies = [
        ("shop", "0001_initial"),
    ]

    operations = [
        CreateExtension("sfid"),
        # bigserial -> DEFAULT snowflake_next(); drops the sequence
        migrations.RunSQL("SELECT snowflake_convert('shop_item')", migrations.RunSQL.noop),
        # the trap model of shop/models.py gets the default too
        migrations.RunSQL("ALTER TABLE shop_plainkey ALTER COLUMN id SET DEFAULT snowflake_next()",
                          migrations.RunSQL.noop),
        # for rows inserted in SQL, not through the model
        migrations.RunSQL("ALTER TABLE shop_document ALTER COLUMN id SET DEFAULT uuidv7()",
                          migrations.RunSQL.noop),
    ]
