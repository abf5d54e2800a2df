// test/clients/java/JdbcExample.java: Snowflake ids and UUIDv7 keys through
// plain JDBC with pgjdbc 42.5 (Debian's libpostgresql-jdbc-java), and
// Jackson 2.14 for JSON (docs/frameworks.md, JDBC).  Connection: the libpq
// environment that the runner sets (PGHOST, PGPORT, PGUSER, PGDATABASE).

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.annotation.JsonFormat;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.UUID;

public class JdbcExample {
    public static class Item {
        public long id;
        public int n;
    }

    // the same row for JavaScript: the id as a JSON string
    public static class ItemForJs {
        @JsonFormat(shape = JsonFormat.Shape.STRING)
        public long id;
        public int n;
    }

    static String url() {
        return "jdbc:postgresql://" + System.getenv("PGHOST") + ":" + System.getenv("PGPORT") + "/"
            + System.getenv("PGDATABASE") + "?user=" + System.getenv("PGUSER");
    }

    public static void main(String[] args) throws Exception {
        try (Connection c = DriverManager.getConnection(url())) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE EXTENSION IF NOT EXISTS sfid");
                s.execute("CREATE TABLE items (id bigint PRIMARY KEY DEFAULT snowflake_next(), n integer NOT NULL)");
                s.execute("CREATE TABLE documents (id uuid PRIMARY KEY DEFAULT uuidv7(), n integer NOT NULL)");
            }

            // one row: name the key column, read it with getGeneratedKeys()
            List<Item> rows = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO items (n) VALUES (?)", new String[] {"id"})) {
                ps.setInt(1, 1);
                ps.executeUpdate();
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    keys.next();
                    Item it = new Item();
                    it.id = keys.getLong("id");
                    it.n = 1;
                    rows.add(it);
                }
            }
            // a batch: addBatch()/executeBatch(), then every key
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO items (n) VALUES (?)", new String[] {"id"})) {
                for (int n = 2; n <= 51; n++) {
                    ps.setInt(1, n);
                    ps.addBatch();
                }
                ps.executeBatch();
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    int n = 2;
                    while (keys.next()) {
                        Item it = new Item();
                        it.id = keys.getLong("id");
                        it.n = n++;
                        rows.add(it);
                    }
                }
            }
            Map<Long, Integer> found = new HashMap<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT id, n FROM items WHERE id = ?")) {
                for (Item it : rows) {
                    ps.setLong(1, it.id);
                    try (ResultSet r = ps.executeQuery()) {
                        if (r.next()) found.put(r.getLong(1), r.getInt(2));
                    }
                }
            }
            int lost = 0;
            HashSet<Long> distinct = new HashSet<>();
            for (Item it : rows) {
                if (!Integer.valueOf(it.n).equals(found.get(it.id))) lost++;
                distinct.add(it.id);
            }
            Check.check("getGeneratedKeys(), single and batch: " + rows.size() + " ids, each finds its row by id",
                rows.size() == 51 && lost == 0, lost + " lost");
            Check.check("getGeneratedKeys(): the ids are distinct", distinct.size() == rows.size(), distinct.size());

            // JSON with Jackson: a long is a JSON number, exact for Java; for
            // JavaScript, write longs as strings
            ObjectMapper mapper = new ObjectMapper();
            String json = mapper.writeValueAsString(rows.get(0));
            Check.check("Jackson " + json + " keeps the id", mapper.readValue(json, Item.class).id == rows.get(0).id, json);
            ItemForJs forJs = new ItemForJs();
            forJs.id = rows.get(0).id;
            forJs.n = rows.get(0).n;
            String jsJson = mapper.writeValueAsString(forJs);
            Check.check("Jackson @JsonFormat(shape = STRING) " + jsJson + " sends the id as an exact string",
                jsJson.contains("\"id\":\"" + rows.get(0).id + "\""), jsJson);

            // a uuidv7() key: getObject() gives a java.util.UUID
            List<UUID> docs = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO documents (n) VALUES (?)", new String[] {"id"})) {
                for (int n = 1; n <= 3; n++) {
                    ps.setInt(1, n);
                    ps.addBatch();
                }
                ps.executeBatch();
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    while (keys.next()) docs.add(keys.getObject("id", UUID.class));
                }
            }
            boolean good = docs.size() == 3 && new HashSet<>(docs).size() == 3;
            try (PreparedStatement ps = c.prepareStatement("SELECT n FROM documents WHERE id = ?")) {
                for (int i = 0; i < docs.size(); i++) {
                    ps.setObject(1, docs.get(i));
                    try (ResultSet r = ps.executeQuery()) {
                        good = good && docs.get(i).version() == 7 && r.next() && r.getInt(1) == i + 1;
                    }
                }
            }
            Check.check("uuidv7() key: getGeneratedKeys() gives 3 distinct java.util.UUID, version 7, each finds its row",
                good, docs);
            Check.finish("pgjdbc " + c.getMetaData().getDriverVersion());
        }
    }
}
