-- The rest of a leader's record: skill points, the shuffle he was drawn
-- from, his retainers and every card drawn for him.

ALTER TABLE leader ADD COLUMN skill_points INTEGER NOT NULL DEFAULT 0 CHECK (skill_points >= 0);
-- The campaign shuffle (and its seed) his seeded cards came from; NULL when
-- every card was typed in from a real deck.
ALTER TABLE leader ADD COLUMN deal INTEGER CHECK (deal IS NULL OR deal >= 0);
ALTER TABLE leader ADD COLUMN deal_seed INTEGER;

CREATE TABLE leader_retainer (
  id         INTEGER PRIMARY KEY,
  leader_id  INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  kind       TEXT    NOT NULL CHECK (kind IN ('common', 'special')),
  type       TEXT    NOT NULL,
  success    INTEGER NOT NULL DEFAULT 0 CHECK (success BETWEEN 0 AND 20),
  bonus      INTEGER NOT NULL DEFAULT 0 CHECK (bonus >= 0),
  card       TEXT,
  state      TEXT    NOT NULL DEFAULT 'available' CHECK (state IN ('available', 'used')),
  UNIQUE (leader_id, position)
);

CREATE TABLE leader_draw (
  id         INTEGER PRIMARY KEY,
  leader_id  INTEGER NOT NULL REFERENCES leader (id) ON DELETE CASCADE,
  position   INTEGER NOT NULL,
  step       TEXT    NOT NULL,
  card       TEXT    NOT NULL,
  source     TEXT    NOT NULL CHECK (source IN ('seeded', 'typed')),
  set_aside  INTEGER NOT NULL DEFAULT 0 CHECK (set_aside IN (0, 1)),
  outcome    TEXT    NOT NULL,
  UNIQUE (leader_id, position)
);

CREATE INDEX leader_retainer_leader ON leader_retainer (leader_id);
CREATE INDEX leader_draw_leader ON leader_draw (leader_id);
