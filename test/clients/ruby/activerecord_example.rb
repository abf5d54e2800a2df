# test/clients/ruby/activerecord_example.rb: Snowflake ids and UUIDv7 keys
# through ActiveRecord 6.1 (Debian's ruby-activerecord) on ruby-pg
# (docs/frameworks.md, ActiveRecord).  The schema comes from a migration;
# the schema dumper (schema.rb) must keep the defaults.  Connection: the
# libpq environment that the runner sets.

require 'active_record'
require 'json'
require 'stringio'

$passed = 0
$failed = 0
def check(name, ok, detail = nil)
  if ok
    $passed += 1
    puts "ok - #{name}"
  else
    $failed += 1
    puts "not ok - #{name}#{detail.nil? ? '' : ": #{detail}"}"
  end
end

def check_exact(label, inserted, found)
  by_id = found.to_h
  lost = inserted.reject { |id, n| by_id[id] == n }
  check("#{label}: #{inserted.size} ids, each finds its row by id", !inserted.empty? && lost.empty?,
        "#{lost.size} of #{inserted.size} did not, e.g. #{lost.first.inspect}")
  check("#{label}: the ids are distinct", inserted.map(&:first).uniq.size == inserted.size)
end

ActiveRecord::Base.establish_connection(adapter: 'postgresql', host: ENV['PGHOST'], port: ENV['PGPORT'],
                                        username: ENV['PGUSER'], database: ENV['PGDATABASE'])
ActiveRecord::Migration.verbose = false

class CreateItems < ActiveRecord::Migration[6.1]
  def change
    enable_extension 'sfid'
    create_table :items, id: :bigint, default: -> { 'snowflake_next()' } do |t|
      t.integer :n, null: false
    end
    create_table :documents, id: :uuid, default: -> { 'uuidv7()' } do |t|
      t.integer :n, null: false
    end
  end
end

# the trap: without id: :bigint, create_table makes a bigserial and drops
# the default without a word
class CreateTrapItems < ActiveRecord::Migration[6.1]
  def change
    create_table :trap_items, default: -> { 'snowflake_next()' } do |t|
      t.integer :n, null: false
    end
  end
end

class Item < ActiveRecord::Base; end
class TrapItem < ActiveRecord::Base; end
class Document < ActiveRecord::Base; end

CreateItems.migrate(:up)
schema = StringIO.new
ActiveRecord::SchemaDumper.dump(ActiveRecord::Base.connection, schema)
check('schema.rb keeps the default: create_table "items", id: :bigint, default: -> { "snowflake_next()" }',
      schema.string.include?('create_table "items", id: :bigint, default: -> { "snowflake_next()" }'),
      schema.string[/create_table "items".*$/])
check('schema.rb keeps the default: create_table "documents", id: :uuid, default: -> { "uuidv7()" }',
      schema.string.include?('create_table "documents", id: :uuid, default: -> { "uuidv7()" }'),
      schema.string[/create_table "documents".*$/])

# one row, and a batch: create! reads the id back (RETURNING), and so does
# insert_all (returning: the primary key, by default on PostgreSQL)
one = Item.create!(n: 1)
result = Item.insert_all((2..51).map { |i| { n: i } }, returning: %w[id n])
check('ids arrive as Integer', one.id.is_a?(Integer), one.id.class)
rows = [[one.id, one.n]] + result.rows.map { |id, n| [id, n] }
check_exact('create! and insert_all', rows, Item.where(id: rows.map(&:first)).pluck(:id, :n))
check('Item.find(id) finds the row', Item.find(one.id).n == 1)

# JSON: to_json writes the id as a JSON number, exact for Ruby; for
# JavaScript send it as a string
back = JSON.parse(one.to_json)
check("to_json #{one.to_json} keeps the id (Ruby integers are exact)", back['id'] == one.id)
as_double = rows.count { |id, _| id.to_f.to_i != id }
check("the same JSON number read as a double (JavaScript) is rounded for #{as_double} of #{rows.size} ids",
      as_double.positive?)
safe = one.as_json.merge('id' => one.id.to_s).to_json
check("as_json.merge('id' => id.to_s) #{safe} keeps the id for JavaScript too", JSON.parse(safe)['id'] == one.id.to_s)

# the trap: create_table without id: :bigint
CreateTrapItems.migrate(:up)
trap_default = ActiveRecord::Base.connection.select_value(
  "SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = 'trap_items'::regclass"
)
trap = TrapItem.create!(n: 1)
check("trap: create_table without id: :bigint ignores the default: #{trap_default}, first id #{trap.id}",
      trap_default.start_with?('nextval(') && trap.id == 1, trap_default)

# a uuidv7() key
docs = [Document.create!(n: 1)]
docs_bulk = Document.insert_all([{ n: 2 }, { n: 3 }], returning: %w[id n]).rows
uuid_v7 = /\A\h{8}-\h{4}-7\h{3}-[89ab]\h{3}-\h{12}\z/
ids = docs.map { |d| [d.id, d.n] } + docs_bulk
check('uuidv7() key: ids come back as version 7 UUID strings', ids.all? { |id, _| uuid_v7.match?(id) }, ids.first)
check_exact('uuidv7() key', ids, Document.where(id: ids.map(&:first)).pluck(:id, :n))

puts "activerecord #{ActiveRecord.version}: #{$passed} passed, #{$failed} failed"
exit($failed.zero? && $passed.positive? ? 0 : 1)
