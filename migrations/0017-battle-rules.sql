-- The ruleset a recorded battle was fought under (a registered ruleset id,
-- e.g. "battlelore"); NULL for the battles recorded before rulesets had
-- names, which are all Lords & Levies.
ALTER TABLE battle ADD COLUMN rules TEXT;
