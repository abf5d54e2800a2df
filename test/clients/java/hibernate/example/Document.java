// test/clients/java/hibernate/example/Document.java: the trap entity of
// HibernateExample.java, a UUID id that the database would make
// (Document.hbm.xml); Hibernate 3.6 refuses it.
package example;

import java.util.UUID;

public class Document {
    private UUID id;
    private int n;

    public UUID getId() { return id; }
    public void setId(UUID id) { this.id = id; }
    public int getN() { return n; }
    public void setN(int n) { this.n = n; }
}
