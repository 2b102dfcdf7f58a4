"""The checks of a test script as TAP, and its exit status."""
import sys


def report(checks):
    """Prints each (ok, what) as a TAP line and exits 1 if any failed."""
    print(f"1..{len(checks)}")
    failed = 0
    for number, (ok, what) in enumerate(checks, 1):
        print(f"{'ok' if ok else 'not ok'} {number} - {what}")
        failed += not ok
    sys.exit(1 if failed else 0)
