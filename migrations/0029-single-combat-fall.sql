-- A leader who lost a single combat on the field (Lords & Levies, Single
-- combat: "Highest score wins and opponent is killed"): no D20 and no
-- Special Results card, he is killed (docs/rules.md, "Falling in single
-- combat"). 0: a personal combat skill check as before.
ALTER TABLE battle_check ADD COLUMN single_combat INTEGER NOT NULL DEFAULT 0 CHECK (single_combat IN (0, 1));
