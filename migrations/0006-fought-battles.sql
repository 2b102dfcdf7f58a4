-- Battles fought by the battle core from the campaign (auto-resolved, AI
-- against AI): what is needed to fight them again exactly, kept with the
-- career record the post-battle sequence reads.
--
-- battle.seed stays the career event's seed (the sequence's draws); the
-- seed here is the battle's own (its dice and both players).
CREATE TABLE battle_fight (
  battle_id     INTEGER PRIMARY KEY REFERENCES battle (id) ON DELETE CASCADE,
  scenario      TEXT    NOT NULL,
  seed          INTEGER NOT NULL,
  -- The whole battle log (data/battle-log.rng): scenario, armies, actions,
  -- events and outcome; "battle replay" plays it again.
  log           TEXT    NOT NULL
);

