-- Campaigns and the leaders and heroes who serve in them.
-- Applied in one transaction by the store, which then sets user_version = 1.

CREATE TABLE campaign (
  id          INTEGER PRIMARY KEY,
  name        TEXT    NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 80),
  seed        INTEGER NOT NULL,
  -- How many times the campaign's deck has been shuffled for a generation
  -- or a muster; the next shuffle's seed follows from the seed and this.
  deals       INTEGER NOT NULL DEFAULT 0 CHECK (deals >= 0),
  created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);

CREATE TABLE leader (
  id            INTEGER PRIMARY KEY,
  campaign_id   INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  name          TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  is_player     INTEGER NOT NULL DEFAULT 0 CHECK (is_player IN (0, 1)),
  is_hero       INTEGER NOT NULL DEFAULT 0 CHECK (is_hero IN (0, 1)),
  -- The player-leader whose domain this vassal leader or hero belongs to.
  liege_id      INTEGER REFERENCES leader (id) ON DELETE RESTRICT,
  social_rank   INTEGER NOT NULL CHECK (social_rank BETWEEN 1 AND 6),
  esteem_score  INTEGER NOT NULL,
  esteem_level  INTEGER NOT NULL CHECK (esteem_level BETWEEN 1 AND 6),
  honor         INTEGER NOT NULL CHECK (honor >= 0),
  motivation    TEXT    NOT NULL CHECK (motivation IN ('raider', 'mercenary', 'chivalric')),
  initiative    INTEGER NOT NULL CHECK (initiative BETWEEN 1 AND 10),
  morale_bonus  INTEGER NOT NULL CHECK (morale_bonus BETWEEN 1 AND 10),
  combat_bonus  INTEGER NOT NULL CHECK (combat_bonus BETWEEN 1 AND 10),
  personal_combat_skill INTEGER NOT NULL CHECK (personal_combat_skill BETWEEN 1 AND 10),
  household     INTEGER NOT NULL CHECK (household >= 0),
  status        TEXT    NOT NULL DEFAULT 'active'
                CHECK (status IN ('active', 'wounded', 'lost', 'captured', 'dead')),
  created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  CHECK (liege_id IS NULL OR is_player = 0),
  CHECK (is_player = 0 OR is_hero = 0)
);

CREATE INDEX leader_campaign ON leader (campaign_id);
CREATE INDEX leader_liege ON leader (liege_id);
