-- The campaign career: recorded battles, the events replayed from them,
-- the ledger, mercenary contracts and the leader's purse and wounds.
--
-- Everything below "derived" is recomputed from the baselines, the events
-- and the recorded draws (bn-store-career.c); it is never edited by hand.

-- Career columns of a leader (derived, except skill_points_spent).
ALTER TABLE leader ADD COLUMN purse INTEGER NOT NULL DEFAULT 0 CHECK (purse >= 0);
ALTER TABLE leader ADD COLUMN wound_battles INTEGER NOT NULL DEFAULT 0 CHECK (wound_battles >= 0);
ALTER TABLE leader ADD COLUMN skill_points_earned INTEGER NOT NULL DEFAULT 0 CHECK (skill_points_earned >= 0);
ALTER TABLE leader ADD COLUMN skill_points_spent INTEGER NOT NULL DEFAULT 0 CHECK (skill_points_spent >= 0);
ALTER TABLE leader ADD COLUMN honor_gained INTEGER NOT NULL DEFAULT 0 CHECK (honor_gained >= 0);

-- A leader as he was before the career first touched him: replays start here.
CREATE TABLE career_baseline (
  leader_id     INTEGER PRIMARY KEY REFERENCES leader (id) ON DELETE CASCADE,
  social_rank   INTEGER NOT NULL,
  esteem_level  INTEGER NOT NULL,
  honor         INTEGER NOT NULL,
  household     INTEGER NOT NULL,
  status        TEXT    NOT NULL,
  purse         INTEGER NOT NULL,
  wound_battles INTEGER NOT NULL,
  skill_points_earned INTEGER NOT NULL,
  honor_gained  INTEGER NOT NULL
);

CREATE TABLE battle (
  id               INTEGER PRIMARY KEY,
  campaign_id      INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  name             TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  place            TEXT,
  date             TEXT,
  army_id          INTEGER NOT NULL REFERENCES army (id) ON DELETE RESTRICT,
  opponent_army_id INTEGER REFERENCES army (id) ON DELETE RESTRICT,
  opponent         TEXT,
  winner           TEXT    NOT NULL CHECK (winner IN ('player', 'opponent', 'draw')),
  player_vp        INTEGER NOT NULL DEFAULT 0 CHECK (player_vp >= 0),
  opponent_vp      INTEGER NOT NULL DEFAULT 0 CHECK (opponent_vp >= 0),
  unspent          INTEGER NOT NULL DEFAULT 0 CHECK (unspent >= 0),
  revision         INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1),
  -- Its career event once the post-battle sequence has run; NULL before.
  sequence         INTEGER,
  -- Draws a replay needs that were never made come from this seed.
  seed             INTEGER,
  CHECK (opponent_army_id IS NOT NULL OR opponent IS NOT NULL)
);

CREATE TABLE battle_unit (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  side          TEXT    NOT NULL CHECK (side IN ('player', 'opponent')),
  unit          INTEGER NOT NULL CHECK (unit >= 1),
  figures_lost  INTEGER NOT NULL CHECK (figures_lost >= 0),
  destroyed     INTEGER NOT NULL CHECK (destroyed IN (0, 1)),
  routed        INTEGER NOT NULL CHECK (routed IN (0, 1)),
  PRIMARY KEY (battle_id, position)
);

CREATE TABLE battle_leader (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  side          TEXT    NOT NULL CHECK (side IN ('player', 'opponent')),
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE RESTRICT,
  unit          INTEGER NOT NULL DEFAULT 0 CHECK (unit >= 0),
  ransom        TEXT    NOT NULL DEFAULT 'default' CHECK (ransom IN ('default', 'paid', 'refused')),
  command_met   INTEGER CHECK (command_met IS NULL OR command_met IN (0, 1)),
  PRIMARY KEY (battle_id, position),
  UNIQUE (battle_id, leader_id)
);

CREATE TABLE battle_deed (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  deed          TEXT    NOT NULL,
  unit          INTEGER NOT NULL DEFAULT 0 CHECK (unit >= 0),
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE RESTRICT,
  attached      INTEGER NOT NULL CHECK (attached IN (0, 1)),
  herald        INTEGER NOT NULL CHECK (herald IN (0, 1)),
  captive_rank  INTEGER NOT NULL DEFAULT 0 CHECK (captive_rank BETWEEN 0 AND 6),
  ransom_paid   INTEGER NOT NULL DEFAULT 0 CHECK (ransom_paid IN (0, 1)),
  PRIMARY KEY (battle_id, position)
);

CREATE TABLE battle_check (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE RESTRICT,
  kind          TEXT    NOT NULL CHECK (kind IN ('melee', 'missile')),
  roll          INTEGER NOT NULL DEFAULT 0 CHECK (roll BETWEEN 0 AND 20),
  lost_melee    INTEGER NOT NULL CHECK (lost_melee IN (0, 1)),
  strike_difference INTEGER NOT NULL DEFAULT 0 CHECK (strike_difference >= 0),
  retainer      TEXT,
  PRIMARY KEY (battle_id, position)
);

CREATE TABLE battle_retainer (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE RESTRICT,
  retainer      TEXT    NOT NULL,
  PRIMARY KEY (battle_id, position)
);

CREATE TABLE battle_promise (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  side          TEXT    NOT NULL CHECK (side IN ('player', 'opponent')),
  unit          INTEGER NOT NULL CHECK (unit >= 1),
  amount        INTEGER NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (battle_id, position)
);

-- The special retainers that left their leaders when the sequence first ran.
CREATE TABLE battle_vanished (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  type          TEXT    NOT NULL,
  card          TEXT,
  PRIMARY KEY (battle_id, position)
);

-- Corrections: each replaced version of a battle, as battle-result XML.
CREATE TABLE battle_revision (
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  revision      INTEGER NOT NULL,
  applied       INTEGER NOT NULL CHECK (applied IN (0, 1)),
  reason        TEXT    NOT NULL,
  record        TEXT    NOT NULL,
  PRIMARY KEY (battle_id, revision)
);

-- The events a campaign's careers are replayed from, in order.
CREATE TABLE career_event (
  campaign_id   INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  sequence      INTEGER NOT NULL CHECK (sequence >= 1),
  kind          TEXT    NOT NULL CHECK (kind IN ('battle', 'advance')),
  battle_id     INTEGER REFERENCES battle (id) ON DELETE RESTRICT,
  seed          INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, sequence),
  CHECK ((kind = 'battle') = (battle_id IS NOT NULL))
);

-- Every card and die the careers read, by what it decided.
CREATE TABLE career_draw (
  campaign_id   INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  key           TEXT    NOT NULL,
  kind          TEXT    NOT NULL CHECK (kind IN ('card', 'die')),
  value         TEXT    NOT NULL,
  source        TEXT    NOT NULL CHECK (source IN ('seeded', 'typed')),
  sequence      INTEGER NOT NULL,
  PRIMARY KEY (campaign_id, key)
);

-- Derived: the ledger.
CREATE TABLE ledger (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  battle_id     INTEGER REFERENCES battle (id) ON DELETE CASCADE,
  sequence      INTEGER NOT NULL,
  kind          TEXT    NOT NULL,
  rule          TEXT    NOT NULL,
  base          INTEGER NOT NULL,
  multipliers   TEXT    NOT NULL,
  result        INTEGER NOT NULL,
  card          TEXT
);

-- Derived: promises to mercenaries, owed, paid or lapsed.
CREATE TABLE mercenary_contract (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  battle_id     INTEGER NOT NULL REFERENCES battle (id) ON DELETE CASCADE,
  army_id       INTEGER NOT NULL,
  unit          INTEGER NOT NULL,
  unit_name     TEXT    NOT NULL,
  amount        INTEGER NOT NULL CHECK (amount >= 0),
  status        TEXT    NOT NULL CHECK (status IN ('owed', 'paid', 'lapsed')),
  consequence   TEXT    NOT NULL CHECK (consequence IN ('loyal', 'bribable', 'deserted')),
  advances_unpaid INTEGER NOT NULL DEFAULT 0
);

-- Derived: player-leaders whose death calls for an heir.
CREATE TABLE campaign_heir (
  campaign_id   INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, leader_id)
);

CREATE INDEX battle_campaign ON battle (campaign_id);
CREATE INDEX ledger_leader ON ledger (leader_id);
CREATE INDEX mercenary_contract_campaign ON mercenary_contract (campaign_id);
