-- Retainers that ward off blows and wounds that mean something (issue 24).
--
-- A personal combat skill check keeps what happened between the strike
-- and the Special Results card: the D20 of the common retainer who warded
-- off the blow (0: thrown by the post-battle sequence), the common
-- retainer who threw the check again and the D20 that throw replaced, and
-- what a wound took off his skill when the battle made the check (NULL:
-- as his career stands, for a battle typed at the table).
ALTER TABLE battle_check ADD COLUMN ward_roll INTEGER NOT NULL DEFAULT 0 CHECK (ward_roll BETWEEN 0 AND 20);
ALTER TABLE battle_check ADD COLUMN reroll_retainer TEXT;
ALTER TABLE battle_check ADD COLUMN first_roll INTEGER NOT NULL DEFAULT 0 CHECK (first_roll BETWEEN 0 AND 20);
ALTER TABLE battle_check ADD COLUMN wound INTEGER CHECK (wound IS NULL OR wound BETWEEN 0 AND 10);
-- A Healer who removed his leader's wound, rather than returning a stand
-- or a retainer.
ALTER TABLE battle_retainer ADD COLUMN heals_wound INTEGER NOT NULL DEFAULT 0 CHECK (heals_wound IN (0, 1));
