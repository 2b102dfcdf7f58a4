-- A player's own unit types, beside the catalogue of data/units.xml.

CREATE TABLE unit_type (
  id            INTEGER PRIMARY KEY,
  type          TEXT    NOT NULL UNIQUE CHECK (length(type) BETWEEN 1 AND 100),
  name          TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  arm           TEXT    NOT NULL CHECK (arm IN ('foot', 'horse', 'artillery')),
  armour        TEXT    NOT NULL CHECK (armour IN ('none', 'light', 'medium', 'heavy')),
  weapons       TEXT    NOT NULL,
  shields       INTEGER NOT NULL CHECK (shields IN (0, 1)),
  morale        TEXT    NOT NULL CHECK (morale IN ('poor', 'fair', 'good')),
  light         INTEGER NOT NULL CHECK (light IN (0, 1)),
  dedicated     INTEGER NOT NULL CHECK (dedicated IN (0, 1)),
  mercenary     INTEGER NOT NULL CHECK (mercenary IN (0, 1)),
  peasants      INTEGER NOT NULL CHECK (peasants IN (0, 1)),
  figures       INTEGER NOT NULL CHECK (figures >= 1),
  battle_class  TEXT    CHECK (battle_class IS NULL OR battle_class IN ('A', 'B', 'C')),
  created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
