-- Demo vendors' tables by product type: besides the high/low card table, a demo vendor now
-- plays a sportsbook (SPORTS, ESPORTS), a roulette table (LIVE) and a fishing arcade (FISH).
-- Their bets and results have nothing in common with two cards, so each round keeps its kind
-- and, for the new kinds, the bet and the result as JSON (`bet`, `outcome`) written by the
-- launch module's rules. The card columns stay for high/low rounds, so rows already written
-- remain valid (they are all `highlow`, the default). Stake and payout stay typed columns: the
-- platform books rounds from them (modules/wallet/vendor-rounds.ts) whatever the kind.
alter table demo_vendor_round
  add column kind text not null default 'highlow'
    check (kind in ('highlow', 'sportsbook', 'roulette', 'fishing')),
  add column bet jsonb,
  add column outcome jsonb;
alter table demo_vendor_round alter column guess drop not null;
alter table demo_vendor_round alter column first_card drop not null;
alter table demo_vendor_round alter column second_card drop not null;
alter table demo_vendor_round add constraint demo_vendor_round_shape check (
  (kind = 'highlow' and guess is not null and first_card is not null and second_card is not null)
  or (kind <> 'highlow' and bet is not null and outcome is not null)
);
