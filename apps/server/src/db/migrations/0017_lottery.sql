-- Lottery (LOTT and ELOTT lanes): each brand's games with their terms, the seed chains their
-- draws come from, the draw periods, the tickets, what each settlement paid and how much each
-- number of a period may still take. Times are those of the server clock; amounts are minor
-- units of the brand's currency. docs/decisions/0013-lottery-draw-engine.md explains the design.

-- A brand's lottery game. `terms` holds everything an operator may change (reference
-- "lottery-agents-rewards" sections 2 and 3.8): prize-group range, units, multiples, limits,
-- fixed odds per play and option, the plays offered, whether a ticket may be cancelled.
-- `draw_source`: RNG games are drawn by the engine from their seed chain; MANUAL games wait for
-- a result entered by an operator (official feeds), which may later be corrected.
create table lottery_game (
  merchant_id integer not null references merchant (id) on delete cascade,
  game_code text not null check (game_code ~ '^[A-Z0-9_]{2,32}$'),
  family text not null check (family in ('SSC', '11X5', 'PK10', 'LHC', 'LF')),
  shape text not null check (shape in ('SSC', '11X5', 'PK10', 'LHC', 'LF_3D', 'LF_P5')),
  lane text not null check (lane in ('LOTT', 'ELOTT')),
  draw_source text not null default 'RNG' check (draw_source in ('RNG', 'MANUAL')),
  -- {"PT": "...", "EN": "..."}
  names jsonb not null,
  -- Periods tile the brand's day, so a period's number is its place in that day.
  period_seconds integer not null check (period_seconds >= 60 and 3600 % period_seconds = 0
    or period_seconds >= 3600 and 86400 % period_seconds = 0),
  -- Sales close this many seconds before the period ends; the draw follows at its end.
  close_seconds integer not null check (close_seconds >= 0),
  -- Seeds per chain: a new chain (with a new published anchor) starts when one is used up.
  chain_length integer not null default 10000 check (chain_length between 10 and 1000000),
  terms jsonb not null,
  enabled boolean not null default true,
  sort integer not null default 0,
  primary key (merchant_id, game_code),
  check (close_seconds < period_seconds)
);

-- A seed chain (reference section 5.1): S_{i-1} = sha256(S_i) from the secret top seed S_N
-- down to S_0; `anchor` = sha256(S_0) is published before the chain's first period. The top
-- seed is sealed at rest (AES-256-GCM under KEY_ENCRYPTION_KEYS, bound to the chain's row), so
-- a copy of the database does not tell future draws.
create table lottery_chain (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  game_code text not null,
  top_seed_sealed text not null,
  top_seed_key text not null,
  length integer not null check (length > 0),
  anchor text not null check (anchor ~ '^[0-9a-f]{64}$'),
  -- The next index a period takes; a chain is used from 0 up to `length`.
  next_index integer not null default 0 check (next_index <= length + 1),
  created_at timestamptz not null default now(),
  foreign key (merchant_id, game_code) references lottery_game (merchant_id, game_code) on delete cascade
);
create index lottery_chain_game on lottery_chain (merchant_id, game_code, id desc);

-- A draw period (numero). status: SCHEDULED -> OPEN -> CLOSED -> DRAWN -> SETTLED, or
-- CANCELLED (every pending ticket refunded). `commitment` = sha256(seed) is shown once the
-- period opens; `seed` is written when the period is drawn. `result_version` counts
-- corrections of a MANUAL result: each one reverses the previous settlement and settles again.
create table lottery_period (
  merchant_id integer not null,
  game_code text not null,
  period_no text not null check (period_no ~ '^[0-9]{8}-[0-9]{4}$'),
  status text not null default 'SCHEDULED'
    check (status in ('SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN', 'SETTLED', 'CANCELLED')),
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draws_at timestamptz not null,
  chain_id bigint references lottery_chain (id),
  chain_index integer,
  commitment text check (commitment ~ '^[0-9a-f]{64}$'),
  seed text check (seed ~ '^[0-9a-f]{64}$'),
  -- Sealed at close: how many tickets, their stakes, and the Merkle root over them.
  ticket_count integer,
  ticket_sum bigint,
  fingerprint text check (fingerprint ~ '^[0-9a-f]{64}$'),
  result integer[],
  result_version integer not null default 0,
  drawn_at timestamptz,
  settled_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  primary key (merchant_id, game_code, period_no),
  unique (chain_id, chain_index),
  check (opens_at < closes_at and closes_at <= draws_at),
  check ((chain_id is null) = (commitment is null) and (chain_id is null) = (chain_index is null)),
  check ((status in ('DRAWN', 'SETTLED')) = (result is not null)),
  check (status not in ('CLOSED', 'DRAWN', 'SETTLED') or fingerprint is not null),
  check ((status = 'CANCELLED') = (cancelled_at is not null)),
  foreign key (merchant_id, game_code) references lottery_game (merchant_id, game_code) on delete cascade
);
-- The engine's work list: periods not yet settled, by the time their next step falls due.
create index lottery_period_due on lottery_period (merchant_id, game_code, opens_at)
  where status in ('SCHEDULED', 'OPEN', 'CLOSED', 'DRAWN');
create index lottery_period_drawn on lottery_period (merchant_id, game_code, draws_at desc)
  where status in ('DRAWN', 'SETTLED');

-- A ticket: one bet of a slip. `stake` = bet_count x unit price x multiple; `rebate` is what
-- the member earns for betting below their own prize group, paid at settlement. status:
-- PENDING -> WON | LOST | TIE (stake back) | CANCELLED (by the member while the period sells) |
-- REFUNDED (period cancelled). `payout` is set with the outcome. Each ticket has its `bet` row,
-- which the bet history, profit and loss, turnover and the winner board read.
create table lottery_ticket (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  game_code text not null,
  period_no text not null,
  slip_id text not null,
  play_code text not null,
  selection jsonb not null,
  bet_count integer not null check (bet_count > 0),
  unit text not null check (unit in ('YUAN', 'JIAO', 'FEN', 'LI')),
  multiple integer not null check (multiple > 0),
  prize_group integer not null check (prize_group between 1 and 2000),
  stake bigint not null check (stake > 0),
  rebate bigint not null default 0 check (rebate >= 0),
  -- Fixed-odds plays: the odds the ticket was sold at (stake included), so a later change of
  -- the brand's odds never changes what a sold ticket pays. Null for prize-group plays.
  odds text check (odds ~ '^[0-9]{1,18}(\.[0-9]{1,18})?$'),
  status text not null default 'PENDING'
    check (status in ('PENDING', 'WON', 'LOST', 'TIE', 'CANCELLED', 'REFUNDED')),
  payout bigint check (payout is null or payout >= 0),
  -- Epoch milliseconds of the server clock, as the fingerprint commits to them.
  placed_ms bigint not null,
  settled_at timestamptz,
  bet_id bigint not null references bet (id),
  check ((status = 'PENDING') = (payout is null)),
  foreign key (merchant_id, game_code, period_no)
    references lottery_period (merchant_id, game_code, period_no),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index lottery_ticket_period on lottery_ticket (merchant_id, game_code, period_no, member_id, id);
create index lottery_ticket_member on lottery_ticket (member_id, id desc);
create index lottery_ticket_slip on lottery_ticket (merchant_id, member_id, slip_id);

-- A slip, recorded once: the member's idempotency key names it and the hash of its bets tells a
-- replay (same answer) from a reuse of the key for other bets (409).
create table lottery_slip (
  merchant_id integer not null,
  member_id bigint not null,
  slip_id text not null,
  request_hash text not null,
  game_code text not null,
  period_no text not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, member_id, slip_id)
);

-- What a period paid one member, per result version: written in the transaction that pays it,
-- so a second settlement of the same member and version finds the row and pays nothing.
-- `reversed` marks a settlement undone by a corrected result (its reversal is in the ledger);
-- `shortfall` is what that reversal could not take back because the member had spent it.
create table lottery_settlement (
  merchant_id integer not null,
  game_code text not null,
  period_no text not null,
  member_id bigint not null,
  version integer not null,
  payout bigint not null check (payout >= 0),
  rebate bigint not null check (rebate >= 0),
  settled_at timestamptz not null default now(),
  reversed boolean not null default false,
  shortfall bigint not null default 0 check (shortfall >= 0),
  primary key (merchant_id, game_code, period_no, member_id, version),
  foreign key (merchant_id, game_code, period_no)
    references lottery_period (merchant_id, game_code, period_no)
);

-- What a period stands to pay if one number (or fixed-odds option) comes up, summed over its
-- tickets; the bet that would take it over the brand's limit is refused.
create table lottery_exposure (
  merchant_id integer not null,
  game_code text not null,
  period_no text not null,
  play_code text not null,
  number_key text not null,
  liability bigint not null check (liability >= 0),
  primary key (merchant_id, game_code, period_no, play_code, number_key)
);
