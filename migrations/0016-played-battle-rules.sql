-- The ruleset a played battle follows (a registered ruleset id, e.g.
-- "battlelore"); NULL for the battles saved before rulesets had names,
-- which are all Lords & Levies.
ALTER TABLE played_battle ADD COLUMN rules TEXT;
