-- The host of a battle over the network chooses the side he plays
-- (docs/architecture.md, "A battle over the network"): net_battle.side stays
-- the side this file plays, and whether this file hosted the battle is kept
-- apart, since the host may play side 1. Battles so far were hosted from side 0.
ALTER TABLE net_battle ADD COLUMN hosted INTEGER NOT NULL DEFAULT 0 CHECK (hosted IN (0, 1));
UPDATE net_battle SET hosted = (side = 0);
