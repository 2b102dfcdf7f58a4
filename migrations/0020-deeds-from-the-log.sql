-- Leaders on the field (issue 14, items 3 and 4).
--
-- A check the battle made on the field keeps the cards drawn there: the
-- struck leader's Special Results card and, for a lost leader, the other
-- side's card to find him (NULL: drawn by the post-battle sequence, as for
-- a battle typed at the table).
ALTER TABLE battle_check ADD COLUMN card TEXT;
ALTER TABLE battle_check ADD COLUMN found_card TEXT;
-- A deed read from a battle's log names where it shows there: the turn
-- (0: typed at the table) and the index of the action, from 0.
ALTER TABLE battle_deed ADD COLUMN turn INTEGER NOT NULL DEFAULT 0 CHECK (turn >= 0);
ALTER TABLE battle_deed ADD COLUMN action INTEGER CHECK (action IS NULL OR action >= 0);
-- The battle's last turn and action, where the deeds of its end (survived,
-- won) come from; 0 for a battle typed at the table.
ALTER TABLE battle ADD COLUMN end_turn INTEGER NOT NULL DEFAULT 0 CHECK (end_turn >= 0);
ALTER TABLE battle ADD COLUMN end_action INTEGER NOT NULL DEFAULT 0 CHECK (end_action >= 0);
