-- Saved rosters: a leader's army, its muster, units, posts and the cards
-- that decided its points.

CREATE TABLE army (
  id            INTEGER PRIMARY KEY,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  name          TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  -- The muster; all NULL until the army is mustered.
  household     INTEGER CHECK (household IS NULL OR household >= 0),
  factor        INTEGER CHECK (factor IS NULL OR factor >= 0),
  basic_points  INTEGER CHECK (basic_points IS NULL OR basic_points >= 0),
  bonus_points  INTEGER CHECK (bonus_points IS NULL OR bonus_points >= 0),
  army_points   INTEGER CHECK (army_points IS NULL OR army_points >= 0),
  deal          INTEGER CHECK (deal IS NULL OR deal >= 0),
  deal_seed     INTEGER,
  created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  updated_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  UNIQUE (leader_id, name)
);

CREATE TABLE army_unit (
  id            INTEGER PRIMARY KEY,
  army_id       INTEGER NOT NULL REFERENCES army (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  type          TEXT,
  name          TEXT,
  arm           TEXT    NOT NULL CHECK (arm IN ('foot', 'horse', 'artillery')),
  armour        TEXT    NOT NULL CHECK (armour IN ('none', 'light', 'medium', 'heavy')),
  weapons       TEXT    NOT NULL,             -- weapon ids, separated by spaces
  shields       INTEGER NOT NULL CHECK (shields IN (0, 1)),
  morale        TEXT    NOT NULL CHECK (morale IN ('poor', 'fair', 'good')),
  light         INTEGER NOT NULL CHECK (light IN (0, 1)),
  dedicated     INTEGER NOT NULL CHECK (dedicated IN (0, 1)),
  mercenary     INTEGER NOT NULL CHECK (mercenary IN (0, 1)),
  peasants      INTEGER NOT NULL CHECK (peasants IN (0, 1)),
  figures       INTEGER NOT NULL CHECK (figures >= 1),
  battle_class  TEXT    CHECK (battle_class IS NULL OR battle_class IN ('A', 'B', 'C')),
  colour        TEXT    CHECK (colour IS NULL OR colour IN ('red', 'blue', 'green')),
  promise       INTEGER NOT NULL DEFAULT 0 CHECK (promise >= 0),
  UNIQUE (army_id, position)
);

CREATE TABLE army_post (
  id            INTEGER PRIMARY KEY,
  army_id       INTEGER NOT NULL REFERENCES army (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  leader_id     INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  role          TEXT    NOT NULL CHECK (role IN ('commander', 'captain', 'hero')),
  unit_position INTEGER,
  UNIQUE (army_id, position),
  UNIQUE (army_id, leader_id)
);

CREATE TABLE army_draw (
  id            INTEGER PRIMARY KEY,
  army_id       INTEGER NOT NULL REFERENCES army (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  step          TEXT    NOT NULL,
  card          TEXT    NOT NULL,
  source        TEXT    NOT NULL CHECK (source IN ('seeded', 'typed')),
  outcome       TEXT    NOT NULL,
  UNIQUE (army_id, position)
);

CREATE INDEX army_leader ON army (leader_id);
CREATE INDEX army_unit_army ON army_unit (army_id);
CREATE INDEX army_post_army ON army_post (army_id);
CREATE INDEX army_draw_army ON army_draw (army_id);
