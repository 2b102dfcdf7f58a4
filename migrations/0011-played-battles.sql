-- A battle a person plays (on the app's board or with banneret-cli), saved
-- as it goes: its armies, battlefield and seed, who plays each side, and
-- the actions taken so far. Replaying them rebuilds the battle exactly, so
-- closing the app loses nothing.
CREATE TABLE played_battle (
  id                INTEGER PRIMARY KEY,
  campaign_id       INTEGER NOT NULL REFERENCES campaign (id) ON DELETE CASCADE,
  army_id           INTEGER NOT NULL REFERENCES army (id),
  opponent_army_id  INTEGER NOT NULL REFERENCES army (id),
  scenario          TEXT    NOT NULL,
  seed              INTEGER NOT NULL,
  humans            INTEGER NOT NULL CHECK (humans BETWEEN 0 AND 3),
  actions           TEXT    NOT NULL DEFAULT '',
  created_at        TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))
);
