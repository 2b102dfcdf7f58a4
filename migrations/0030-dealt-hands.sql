-- A battle over the network whose command deck is dealt between the two
-- programs (docs/architecture.md, "Hidden hands: the mental deck"): each
-- file keeps the cards its own deck gave it, the other side's as unseen,
-- so every reader of the file deals the battle again as it was dealt
-- (played_battle.dealt: the cards in the order dealt, "?" for one unseen;
-- NULL for a battle dealt by its own dice), and the side's dealer, keys
-- included, which is never sent (net_battle.dealer), so that a side that
-- stops owes the same deck and the same openings.
ALTER TABLE played_battle ADD COLUMN dealt TEXT;
ALTER TABLE net_battle ADD COLUMN dealer TEXT;
