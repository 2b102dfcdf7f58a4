-- A battle played on the board against a host the army generator raised
-- for it ("an opponent raised for N points"): the host is no army of the
-- campaign, so opponent_army_id is NULL and the host is kept with the
-- battle as it was raised: the points asked for, its name and its roster
-- (the army XML of data/army.rng), from which the battle is rebuilt when it
-- resumes or replays. SQLite cannot drop a NOT NULL in place: the table is
-- made anew with every column it had, and its rows copied.
CREATE TABLE played_battle_new (
  id                INTEGER PRIMARY KEY,
  campaign_id       INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  army_id           INTEGER NOT NULL REFERENCES army (id),
  opponent_army_id  INTEGER REFERENCES army (id),
  scenario          TEXT    NOT NULL,
  seed              INTEGER NOT NULL,
  humans            INTEGER NOT NULL CHECK (humans BETWEEN 0 AND 3),
  actions           TEXT    NOT NULL DEFAULT '',
  created_at        TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  battle_id         INTEGER REFERENCES battle (id),
  rules             TEXT,
  basic_game        INTEGER NOT NULL DEFAULT 0 CHECK (basic_game IN (0, 1)),
  raised_points     INTEGER CHECK (raised_points IS NULL OR raised_points >= 1),
  raised_name       TEXT,
  raised_roster     TEXT,
  CHECK ((opponent_army_id IS NULL) = (raised_roster IS NOT NULL)),
  CHECK ((raised_points IS NULL) = (raised_roster IS NULL) AND (raised_name IS NULL) = (raised_roster IS NULL))
);
INSERT INTO played_battle_new (id, campaign_id, army_id, opponent_army_id, scenario, seed, humans, actions,
                               created_at, battle_id, rules, basic_game)
  SELECT id, campaign_id, army_id, opponent_army_id, scenario, seed, humans, actions,
         created_at, battle_id, rules, basic_game
  FROM played_battle;
DROP TABLE played_battle;
ALTER TABLE played_battle_new RENAME TO played_battle;
