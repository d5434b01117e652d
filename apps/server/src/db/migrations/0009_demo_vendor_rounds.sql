-- Demo vendors' table rounds (issue #4): the rounds a demo vendor's high/low table played with
-- the member's money at that vendor (`demo_vendor_wallet`). Like the wallet beside it, this is
-- the demo vendor's own book, apart from the platform's ledger; the platform learns of each
-- round through the adapter's bet records and books it itself (modules/wallet/vendor-rounds.ts).
-- `seq` orders one vendor's rounds (the platform books them in that order); `round_id` is the
-- id the vendor reports. Amounts are minor units of the merchant's currency.
create table demo_vendor_round (
  seq bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  vendor text not null,
  member_id bigint not null,
  round_id text not null check (length(round_id) between 1 and 64),
  game_code text,
  guess text not null check (guess in ('high', 'low')),
  first_card smallint not null check (first_card between 0 and 12),
  second_card smallint not null check (second_card between 0 and 12),
  stake bigint not null check (stake > 0),
  payout bigint not null check (payout >= 0),
  balance_after bigint not null check (balance_after >= 0),
  created_at timestamptz not null default now(),
  unique (vendor, round_id)
);
-- A member's rounds at a vendor in order (the table's history, the platform's sync) and the
-- recent players of a vendor (the platform's sync job).
create index demo_vendor_round_member on demo_vendor_round (merchant_id, member_id, vendor, seq);
create index demo_vendor_round_recent on demo_vendor_round (vendor, created_at);
