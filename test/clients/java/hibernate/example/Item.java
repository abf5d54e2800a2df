// test/clients/java/hibernate/example/Item.java: the entity of
// HibernateExample.java, mapped in Item.hbm.xml.
package example;

import java.util.UUID;

public class Item {
    private Long id;
    private int n;
    private UUID publicId;

    public Long getId() { return id; }
    public void setId(Long id) { this.id = id; }
    public int getN() { return n; }
    public void setN(int n) { this.n = n; }
    public UUID getPublicId() { return publicId; }
    public void setPublicId(UUID publicId) { this.publicId = publicId; }
}
