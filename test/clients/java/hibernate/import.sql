CREATE EXTENSION IF NOT EXISTS sfid
SELECT snowflake_convert('items')
ALTER TABLE items ALTER COLUMN public_id SET DEFAULT uuidv7()
