-- A battle played on the board, told apart from the others in the Battles
-- list and "battle list": when a move was last saved (played_at, NULL for
-- battles not moved since this migration; a trigger keeps it, whichever
-- program saves the move), and the time each side has per turn in a battle
-- over the network (turn_seconds; 0: no clock), so that a host who takes
-- up his battle again plays with the clock his friend agreed to.
ALTER TABLE played_battle ADD COLUMN played_at TEXT;
ALTER TABLE played_battle ADD COLUMN turn_seconds INTEGER NOT NULL DEFAULT 0 CHECK (turn_seconds >= 0);
CREATE TRIGGER played_battle_moved AFTER UPDATE OF actions ON played_battle
  FOR EACH ROW WHEN NEW.actions IS NOT OLD.actions
BEGIN
  UPDATE played_battle SET played_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;
