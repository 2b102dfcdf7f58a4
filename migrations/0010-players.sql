-- Who plays a player-leader. A campaign has one or more players; each has
-- one living player-leader at a time, and an heir is played by the player
-- whose leader died. Player-leaders made before players were named are
-- each taken to be a player of his own, in the order they were made.
ALTER TABLE leader ADD COLUMN player TEXT;
UPDATE leader SET player = 'Player ' ||
  (SELECT count(*) FROM leader p WHERE p.campaign_id = leader.campaign_id AND p.is_player = 1 AND p.id <= leader.id)
  WHERE is_player = 1;
