-- Who a leader is between two campaign files, so that a second battle over
-- the network against the same friend finds the leader taken in for the
-- first (docs/architecture.md, "A battle over the network"). A file sends
-- for each of its leaders a token made from his secret and the receiving
-- file's id; the receiving file keeps the token with the leader it took in.
CREATE TABLE net_file (
  one  INTEGER PRIMARY KEY CHECK (one = 1),
  id   TEXT    NOT NULL
);
CREATE TABLE net_leader (
  leader_id  INTEGER PRIMARY KEY REFERENCES leader (id) ON DELETE CASCADE,
  -- this file's secret for him, made when he is first sent
  secret     TEXT,
  -- the token another file sent for him, when he was taken in from it
  token      TEXT
);
CREATE INDEX net_leader_token ON net_leader (token);
