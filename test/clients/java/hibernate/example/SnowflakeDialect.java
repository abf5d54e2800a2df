// test/clients/java/hibernate/example/SnowflakeDialect.java: for
// use_get_generated_keys=false, the identity select that works after
// snowflake_convert(): sfid's snowflake_last(), the last id this backend
// made, read on the connection of the INSERT right after it
// (docs/frameworks.md, Hibernate).
package example;

import org.hibernate.dialect.PostgreSQLDialect;

public class SnowflakeDialect extends PostgreSQLDialect {
    @Override
    public String getIdentitySelectString(String table, String column, int type) {
        return "select snowflake_last()";
    }
}
