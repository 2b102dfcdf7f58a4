-- Every save of a roster counts up its revision, so a writer that read the
-- roster before someone else saved it finds out instead of writing over
-- the other's units.
ALTER TABLE army ADD COLUMN revision INTEGER NOT NULL DEFAULT 0;
