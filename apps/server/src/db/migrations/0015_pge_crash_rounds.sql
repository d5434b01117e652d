-- PGE crash: one shared round per brand on the server clock (the bustabit model). Each round's
-- seed comes from a hash chain used backwards: seed(i) = sha256(seed(i+1)), so sha256 of a
-- round's seed is the seed of the round before it, and hashing a seed `index` times gives the
-- chain's published commitment. Times are epoch milliseconds of the server clock.
create table pge_crash_chain (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  -- The secret end of the chain; every round's seed is derived from it.
  top_seed text not null,
  length integer not null check (length > 0),
  -- sha256 applied `length` times to top_seed: published before the chain's first round.
  commitment text not null,
  -- Public salt of the crash-point HMAC, published with the commitment.
  salt text not null,
  created_at timestamptz not null default now()
);

create table pge_crash_round (
  merchant_id integer not null references merchant (id) on delete cascade,
  round_no bigint not null,
  chain_id bigint not null references pge_crash_chain (id),
  chain_index integer not null,
  -- Secret until the round has crashed.
  seed text not null,
  -- The crash point in hundredths (100 = 1.00x).
  crash integer not null check (crash >= 100),
  betting_ends_ms bigint not null,
  crashes_ms bigint not null,
  settled_at timestamptz,
  primary key (merchant_id, round_no),
  unique (chain_id, chain_index)
);
create index pge_crash_round_open on pge_crash_round (merchant_id, crashes_ms) where settled_at is null;

-- One bet per member and round. `cashout` is the multiplier (hundredths) the bet left at, 0 for
-- a bet that rode the crash, null while it is still in the air; `payout` is set with it. A win
-- (0 for a loss) goes to `pge_win_outbox` in the same transaction that sets them.
create table pge_crash_bet (
  merchant_id integer not null,
  round_no bigint not null,
  member_id bigint not null,
  player text not null,
  stake bigint not null check (stake > 0),
  auto_cashout integer check (auto_cashout is null or auto_cashout >= 101),
  -- Set once the seamless wallet took the stake; only confirmed bets can be cashed out by hand.
  confirmed boolean not null default false,
  cashout integer,
  payout bigint check (payout is null or payout >= 0),
  placed_ms bigint not null,
  primary key (merchant_id, round_no, member_id),
  foreign key (merchant_id, round_no) references pge_crash_round (merchant_id, round_no) on delete cascade
);
