-- A common retainer who threw again a die of his leader's own (Day of
-- Battle, Retainers: "Re-roll a bad die roll … made by the L&H"): which
-- die (combat-bonus, morale-bonus, leadership, first-move) and what it
-- showed before. NULL and 0: he did something else.
ALTER TABLE battle_retainer ADD COLUMN rethrown TEXT
  CHECK (rethrown IS NULL OR rethrown IN ('combat-bonus', 'morale-bonus', 'leadership', 'first-move'));
ALTER TABLE battle_retainer ADD COLUMN rethrown_roll INTEGER NOT NULL DEFAULT 0 CHECK (rethrown_roll BETWEEN 0 AND 20);
