-- Number 0030 is the hidden hands' deals (docs/architecture.md, "Hidden
-- hands"); this file stands in for it on a branch without them, so the
-- numbers run without a gap. It changes nothing.
SELECT 1;
