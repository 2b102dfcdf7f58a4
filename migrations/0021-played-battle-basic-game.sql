-- Day of Battle's basic game (every skill the leader's social rank) for a
-- battle played move by move: kept with the played battle, so that it
-- replays and resumes as it was begun. 0 for the battles saved before.
ALTER TABLE played_battle ADD COLUMN basic_game INTEGER NOT NULL DEFAULT 0 CHECK (basic_game IN (0, 1));
