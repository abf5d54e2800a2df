// test/clients/java/hibernate/HibernateExample.java: Snowflake ids through
// Hibernate 3.6 (Debian's libhibernate3-java, the only Hibernate packaged)
// on pgjdbc 42.5 (docs/frameworks.md, Hibernate).  hbm2ddl creates the
// schema from the mappings in example/, and runs import.sql after it, which
// converts the bigserial key with snowflake_convert().  Connection: the
// libpq environment that the runner sets.

import com.fasterxml.jackson.databind.ObjectMapper;
import example.Document;
import example.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.hibernate.cfg.Configuration;

public class HibernateExample {
    static Configuration configuration() {
        return new Configuration()
            .setProperty("hibernate.dialect", "org.hibernate.dialect.PostgreSQLDialect")
            .setProperty("hibernate.connection.driver_class", "org.postgresql.Driver")
            .setProperty("hibernate.connection.url", "jdbc:postgresql://" + System.getenv("PGHOST") + ":"
                + System.getenv("PGPORT") + "/" + System.getenv("PGDATABASE"))
            .setProperty("hibernate.connection.username", System.getenv("PGUSER"))
            .addResource("example/Item.hbm.xml");
    }

    // The first cause's message, as a user reads it in the stack trace.
    static String rootMessage(Throwable e) {
        while (e.getCause() != null) e = e.getCause();
        return e.getClass().getSimpleName() + ": " + e.getMessage().split("\n")[0];
    }

    public static void main(String[] args) throws Exception {
        // hbm2ddl create, then import.sql: CREATE EXTENSION, snowflake_convert()
        // (use_get_generated_keys left to its default: true with pgjdbc)
        SessionFactory factory = configuration()
            .setProperty("hibernate.hbm2ddl.auto", "create")
            .buildSessionFactory();
        Session session = factory.openSession();
        String def = (String) session.createSQLQuery(
            "SELECT pg_get_expr(adbin, adrelid) FROM pg_attrdef WHERE adrelid = CAST('items' AS regclass) AND adnum = 1")
            .uniqueResult();
        Check.check("hbm2ddl + import.sql: the key's default is snowflake_next()", "snowflake_next()".equals(def), def);

        // one row, and 50 in one transaction: the identity generator reads
        // each id with getGeneratedKeys()
        List<Item> rows = new ArrayList<>();
        Transaction tx = session.beginTransaction();
        for (int n = 1; n <= 51; n++) {
            Item it = new Item();
            it.setN(n);
            session.save(it);
            rows.add(it);
        }
        tx.commit();
        session.clear();
        int lost = 0;
        HashSet<Long> distinct = new HashSet<>();
        for (Item it : rows) {
            Item found = (Item) session.get(Item.class, it.getId());
            if (found == null || found.getN() != it.getN()) lost++;
            distinct.add(it.getId());
        }
        Check.check("save() with the default settings (getGeneratedKeys()): 51 ids, each finds its row with get(Item.class, id)", lost == 0, lost + " lost");
        Check.check("save(): the ids are distinct", distinct.size() == 51, distinct.size());
        Check.check("the uuidv7() column (generated=\"insert\") is read back, version 7",
            rows.get(0).getPublicId() != null && rows.get(0).getPublicId().version() == 7, rows.get(0).getPublicId());

        ObjectMapper mapper = new ObjectMapper();
        String json = mapper.writeValueAsString(rows.get(0));
        Check.check("Jackson " + json + " keeps the id", mapper.readValue(json, Item.class).getId().equals(rows.get(0).getId()), json);
        session.close();
        factory.close();

        // the trap: without getGeneratedKeys, Hibernate asks currval() of the
        // bigserial's sequence, which snowflake_convert() dropped
        factory = configuration().setProperty("hibernate.jdbc.use_get_generated_keys", "false").buildSessionFactory();
        session = factory.openSession();
        String outcome;
        tx = session.beginTransaction();
        try {
            Item it = new Item();
            it.setN(1000);
            session.save(it);
            tx.commit();
            outcome = "no error, id " + it.getId();
        } catch (RuntimeException e) {
            outcome = rootMessage(e);
            tx.rollback();
        }
        Check.check("trap: use_get_generated_keys=false runs currval() of the dropped sequence: " + outcome,
            outcome.contains("relation \"items_id_seq\" does not exist"), outcome);
        session.close();
        factory.close();

        // ... and with SnowflakeDialect, the identity select is snowflake_last()
        factory = configuration().setProperty("hibernate.jdbc.use_get_generated_keys", "false")
            .setProperty("hibernate.dialect", "example.SnowflakeDialect").buildSessionFactory();
        session = factory.openSession();
        List<Item> viaLast = new ArrayList<>();
        tx = session.beginTransaction();
        for (int n = 2000; n < 2010; n++) {
            Item it = new Item();
            it.setN(n);
            session.save(it);
            viaLast.add(it);
        }
        tx.commit();
        session.clear();
        lost = 0;
        distinct.clear();
        for (Item it : viaLast) {
            Item found = (Item) session.get(Item.class, it.getId());
            if (found == null || found.getN() != it.getN()) lost++;
            distinct.add(it.getId());
        }
        Check.check("SnowflakeDialect (select snowflake_last()) with use_get_generated_keys=false: 10 distinct ids, each finds its row",
            lost == 0 && distinct.size() == 10, lost + " lost, " + distinct.size() + " distinct");
        session.close();
        factory.close();

        // the trap: a database-made UUID key is refused
        factory = configuration().addResource("example/Document.hbm.xml")
            .setProperty("hibernate.hbm2ddl.auto", "update")
            .setProperty("hibernate.jdbc.use_get_generated_keys", "true")
            .buildSessionFactory();
        session = factory.openSession();
        tx = session.beginTransaction();
        try {
            Document d = new Document();
            d.setN(1);
            session.save(d);
            tx.commit();
            outcome = "no error, id " + d.getId();
        } catch (RuntimeException e) {
            outcome = rootMessage(e);
            tx.rollback();
        }
        Check.check("trap: a UUID key with generator identity is refused: " + outcome,
            outcome.contains("unrecognized id type"), outcome);
        session.close();
        factory.close();

        Check.finish("hibernate 3.6");
    }
}
