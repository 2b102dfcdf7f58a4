-- A roster unit can be a Lionheart King/Leader: his leadership rating,
-- 1 to 3; 0 for every other unit, as all units saved before were. The
-- rating travels with the unit wherever its columns are kept: a player's
-- own unit types and the units a career's roster change removed.
ALTER TABLE army_unit ADD COLUMN leadership INTEGER NOT NULL DEFAULT 0
  CHECK (leadership BETWEEN 0 AND 3);
ALTER TABLE unit_type ADD COLUMN leadership INTEGER NOT NULL DEFAULT 0
  CHECK (leadership BETWEEN 0 AND 3);
-- Like the other unit columns there, NULL for a change that removed no unit.
ALTER TABLE career_roster_change ADD COLUMN leadership INTEGER
  CHECK (leadership IS NULL OR leadership BETWEEN 0 AND 3);
