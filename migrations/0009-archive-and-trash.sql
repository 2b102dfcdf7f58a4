-- Rename, archive and delete. An archived campaign, leader, army or battle
-- is kept and shown apart; a deleted one is kept too, hidden from every
-- list and from the careers, until the player restores it: nothing is lost
-- that he did not ask to lose, and a delete can be undone. A deleted row
-- gives up its name (so a new one may take it) and keeps it in
-- deleted_name for its restoration.
ALTER TABLE campaign ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE campaign ADD COLUMN deleted_at TEXT;
ALTER TABLE campaign ADD COLUMN deleted_name TEXT;
ALTER TABLE leader ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE leader ADD COLUMN deleted_at TEXT;
ALTER TABLE army ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE army ADD COLUMN deleted_at TEXT;
ALTER TABLE army ADD COLUMN deleted_name TEXT;
ALTER TABLE battle ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
ALTER TABLE battle ADD COLUMN deleted_at TEXT;
