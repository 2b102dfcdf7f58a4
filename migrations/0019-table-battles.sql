-- A battle fought with figures on a real table, its combats resolved one
-- at a time by the table-side helper: the ruleset it follows, the two
-- sides (the player's army, and the opponent's army in the same campaign
-- or only a label), the leaders who took the field, and, once finished,
-- the recorded battle it became (which then goes through the career like
-- any other).
CREATE TABLE table_battle (
  id                  INTEGER PRIMARY KEY,
  campaign_id         INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  rules               TEXT    NOT NULL,
  name                TEXT    NOT NULL CHECK (name <> ''),
  army_id             INTEGER NOT NULL REFERENCES army (id),
  opponent_army_id    INTEGER REFERENCES army (id),
  opponent            TEXT,
  leader_id           INTEGER REFERENCES leader (id),
  opponent_leader_id  INTEGER REFERENCES leader (id),
  created_at          TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  battle_id           INTEGER REFERENCES battle (id),
  CHECK (opponent_army_id IS NOT NULL OR opponent IS NOT NULL)
);

-- Its log: each combat as the players set it up, the dice read, and what
-- the ruleset's tables made of them, with the rule they come from. Units
-- are roster numbers (from 1) of the attacking and the defending side;
-- 0 where the players named a type only.
CREATE TABLE table_combat (
  id                INTEGER PRIMARY KEY,
  table_battle_id   INTEGER NOT NULL REFERENCES table_battle (id) ON DELETE CASCADE,
  seq               INTEGER NOT NULL CHECK (seq >= 1),
  attacker_side     INTEGER NOT NULL CHECK (attacker_side IN (0, 1)),
  attacker_unit     INTEGER NOT NULL DEFAULT 0 CHECK (attacker_unit >= 0),
  defender_unit     INTEGER NOT NULL DEFAULT 0 CHECK (defender_unit >= 0),
  attacker_type     TEXT    NOT NULL,
  defender_type     TEXT    NOT NULL,
  situation         TEXT    NOT NULL,
  dice              TEXT    NOT NULL,
  typed             INTEGER NOT NULL CHECK (typed IN (0, 1)),
  attacker_lost     INTEGER NOT NULL DEFAULT 0,
  defender_lost     INTEGER NOT NULL DEFAULT 0,
  attacker_retreat  INTEGER NOT NULL DEFAULT 0,
  defender_retreat  INTEGER NOT NULL DEFAULT 0,
  attacker_destroyed INTEGER NOT NULL DEFAULT 0,
  defender_destroyed INTEGER NOT NULL DEFAULT 0,
  attacker_routed   INTEGER NOT NULL DEFAULT 0,
  defender_routed   INTEGER NOT NULL DEFAULT 0,
  summary           TEXT    NOT NULL,
  rule              TEXT    NOT NULL,
  UNIQUE (table_battle_id, seq)
);
