-- A played battle fought over the network (docs/architecture.md, "A battle
-- over the network"): which side this file plays, the invitation's parts,
-- the battle's session id, this side's master secret and the other side's
-- commitment to his, and the action whose draw is under way, so that either side can reconnect and go on, and both
-- masters can be checked when the battle ends.
CREATE TABLE net_battle (
  played_battle_id  INTEGER PRIMARY KEY REFERENCES played_battle (id) ON DELETE CASCADE,
  side              INTEGER NOT NULL CHECK (side IN (0, 1)),
  host              TEXT    NOT NULL,
  port              INTEGER NOT NULL CHECK (port BETWEEN 1 AND 65535),
  fingerprint       TEXT    NOT NULL,
  secret            TEXT    NOT NULL,
  session           TEXT    NOT NULL,
  master            TEXT    NOT NULL,
  peer_commitment   TEXT    NOT NULL,
  peer_master       TEXT,
  -- an action sent for a draw whose values are being revealed: "N action";
  -- on reconnecting, the side to act must send this one again
  pending           TEXT
);
CREATE UNIQUE INDEX net_battle_secret ON net_battle (secret, side);
