"""test/clients/python/check.py: what the Python framework programs share.
Each program checks its findings with check() and ends with done(), which
prints "STACK VERSION: N passed, N failed" and exits with its status; the
runner (test/clients/run.sh) reads the lines.  Connection: the libpq
environment (PGHOST, PGPORT, PGUSER, PGDATABASE) that the runner sets."""

import os
import sys

_counts = {"passed": 0, "failed": 0}


def check(name, ok, detail=None):
    if ok:
        _counts["passed"] += 1
        print(f"ok - {name}")
    else:
        _counts["failed"] += 1
        print(f"not ok - {name}" + ("" if detail is None else f": {detail}"))
    return ok


def check_exact(label, inserted, found):
    """inserted: (id, n) pairs as the framework returned them; found: (id, n)
    pairs that a lookup by those ids found.  Each id must find its row."""
    by_id = dict(found)
    lost = [(i, n) for i, n in inserted if by_id.get(i) != n]
    check(f"{label}: {len(inserted)} ids, each finds its row by id", inserted and not lost,
          f"{len(lost)} of {len(inserted)} did not, e.g. {lost[:1]}")
    check(f"{label}: the ids are distinct", len({i for i, _ in inserted}) == len(inserted))


def dsn():
    return (f"postgresql://{os.environ['PGUSER']}@{os.environ['PGHOST']}:{os.environ['PGPORT']}"
            f"/{os.environ['PGDATABASE']}")


def done(stack, version):
    print(f"{stack} {version}: {_counts['passed']} passed, {_counts['failed']} failed")
    sys.exit(0 if _counts["failed"] == 0 and _counts["passed"] > 0 else 1)
