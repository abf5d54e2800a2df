// test/clients/java/Check.java: the checks the Java programs count, one
// "ok - ..." or "not ok - ...: detail" line each, and the closing line.
public final class Check {
    static int passed, failed;

    private Check() {
    }

    static void check(String name, boolean ok, Object detail) {
        if (ok) {
            passed++;
            System.out.println("ok - " + name);
        } else {
            failed++;
            System.out.println("not ok - " + name + ": " + detail);
        }
    }

    /* Print "WHAT: N passed, N failed" and exit 0 only if all passed. */
    static void finish(String what) {
        System.out.println(what + ": " + passed + " passed, " + failed + " failed");
        System.exit(failed == 0 && passed > 0 ? 0 : 1);
    }
}
