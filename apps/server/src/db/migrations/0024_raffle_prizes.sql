-- Raffle prize tables drawn provably fair: the table (amounts in minor units as text, with
-- their weights) and the seed each member's draw is HMAC-ed with. The seed's SHA-256 is shown
-- from the start; the seed itself once the raffle has ended. A raffle without a table keeps
-- paying its one `prize_amount` (then the table's largest prize, for the promotion's card).
alter table promotion add column prize_table jsonb;
alter table promotion add column draw_seed text;
alter table promotion add constraint promotion_prize_table
  check (prize_table is null or (kind = 'raffle' and draw_seed is not null));
alter table raffle_claim add column roll double precision check (roll >= 0 and roll < 1);
