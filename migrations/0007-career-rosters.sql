-- The campaign career, continued: special retainers drawn before each
-- battle, and the changes the careers make to saved rosters (a deserted
-- mercenary unit leaves, a successor takes a dead leader's post).

-- A leader's special retainers when the career first touched him (his
-- generation set): his first battle takes them instead of a fresh draw.
-- leader_retainer's special rows are derived from now on: the set drawn
-- for his next battle.
CREATE TABLE career_baseline_retainer (
  id            INTEGER PRIMARY KEY,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  type          TEXT    NOT NULL,
  card          TEXT
);

-- Leaders already replayed: their generation set left after their first
-- battle (battle_vanished), or is still waiting.
INSERT INTO career_baseline_retainer (leader_id, type, card)
  SELECT leader_id, type, card FROM battle_vanished ORDER BY battle_id, position;
INSERT INTO career_baseline_retainer (leader_id, type, card)
  SELECT r.leader_id, r.type, r.card FROM leader_retainer r
  WHERE r.kind = 'special'
    AND r.leader_id IN (SELECT leader_id FROM career_baseline)
    AND r.leader_id NOT IN (SELECT leader_id FROM battle_vanished)
  ORDER BY r.leader_id, r.position;

-- Special retainer cards drawn at the table for a battle, typed into its
-- record, in the order drawn; a leader with none draws from the seed.
CREATE TABLE battle_special_card (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE RESTRICT,
  card          TEXT    NOT NULL,
  PRIMARY KEY (battle_id, position)
);

-- One-shot changes the careers made to a saved roster, each made once, when
-- a replay first found it, and kept so a later replay neither repeats it
-- nor loses it: a replay of an earlier battle undoes them (latest first) to
-- read the roster as it stood then. Not derived: never deleted by a replay.
CREATE TABLE career_roster_change (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  army_id       INTEGER NOT NULL REFERENCES army (id) ON DELETE CASCADE,
  -- The career event that made it.
  sequence      INTEGER NOT NULL,
  kind          TEXT    NOT NULL CHECK (kind IN ('desertion', 'succession')),
  -- desertion: the contract's battle and debtor; succession: the battle
  -- and the fallen leader.
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  -- desertion: the unit's number in that battle; 0 for a succession.
  unit          INTEGER NOT NULL DEFAULT 0,
  -- desertion: where it stood on the roster when it left (from 1); 0 when
  -- it was no longer there and nothing was removed.
  position      INTEGER NOT NULL DEFAULT 0,
  successor_id  INTEGER REFERENCES leader (id) ON DELETE SET NULL,
  -- The roster's posts before the change, "leader:role:unit;…" (unit −1:
  -- none), so a replay can read the roster as it stood.
  posts_before  TEXT    NOT NULL,
  -- The ledger line, kept with the change it describes.
  ledger_leader INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  rule          TEXT    NOT NULL,
  -- desertion: the unit as it left (BN_STORE_UNIT_COLUMNS, colour, promise).
  type TEXT, name TEXT, arm TEXT, armour TEXT, weapons TEXT, shields INTEGER, morale TEXT,
  light INTEGER, dedicated INTEGER, mercenary INTEGER, peasants INTEGER, figures INTEGER,
  battle_class TEXT, colour TEXT, promise INTEGER,
  UNIQUE (kind, army_id, battle_id, leader_id, unit)
);

CREATE INDEX career_roster_change_campaign ON career_roster_change (campaign_id);
CREATE INDEX ledger_sequence ON ledger (leader_id, sequence);
