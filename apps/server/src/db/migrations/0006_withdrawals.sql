-- Withdrawals (issue 5): per-merchant limits, receiving accounts, withdrawals with their
-- confirmation flow (spec sections 3 and 4) and proofs, turnover requirements, and the indexes
-- the histories read through. Idempotent calls keep their first answer in `wallet_request` (0005).
-- The withdrawal password is `member.payment_password_hash` (0002), the same column the
-- registration's payment password fills.
-- Times that decide anything (auto-receive) are written from the server's clock.

create table withdraw_limit (
  merchant_id integer primary key references merchant (id) on delete cascade,
  -- Minor units of the merchant's currency.
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  check (max_amount >= min_amount)
);

-- Bank cards and wallet addresses. The number is kept whole for the payout; only its last
-- four characters ever leave the server. Removal is soft: old withdrawals still show it.
create table receiving_account (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  kind text not null check (kind in ('bank', 'wallet')),
  holder_name text not null check (length(holder_name) between 1 and 64),
  institution text not null check (length(institution) between 1 and 64),
  number text not null check (number ~ '^[A-Za-z0-9]{6,64}$'),
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index receiving_account_member on receiving_account (member_id, id)
  where deleted_at is null;

-- pending: funds held (main -> house withdrawal_hold), payout not answered yet;
-- awaiting_confirmation: paid (hold -> house payouts), the member confirms until auto_receive_at;
-- completed: received (or auto_received: a forced receipt, never refunded);
-- disputed: not (all) received with proof, for the operator; failed: refunded to main.
create table withdrawal (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  account_id bigint not null references receiving_account (id),
  amount bigint not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  status text not null check (
    status in ('pending', 'awaiting_confirmation', 'completed', 'disputed', 'failed')
  ),
  -- The member's Idempotency-Key of the request that made it.
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  provider text not null,
  provider_ref text,
  failure_reason text,
  created_at timestamptz not null,
  paid_at timestamptz,
  auto_receive_at timestamptz,
  auto_received boolean not null default false,
  missing_amount bigint check (missing_amount > 0 and missing_amount <= amount),
  confirmed_at timestamptz,
  -- The operator's answer to a dispute: what went back to the main wallet.
  resolution text check (resolution in ('refunded', 'rejected')),
  refunded_amount bigint not null default 0 check (refunded_amount between 0 and amount),
  resolved_at timestamptz,
  check (status <> 'awaiting_confirmation' or auto_receive_at is not null),
  check (not auto_received or status = 'completed'),
  unique (merchant_id, member_id, idempotency_key),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);
create index withdrawal_member on withdrawal (member_id, id desc);
create index withdrawal_due on withdrawal (auto_receive_at) where status = 'awaiting_confirmation';
create index withdrawal_open on withdrawal (merchant_id, status, id)
  where status in ('pending', 'disputed');
create index withdrawal_account_open on withdrawal (account_id)
  where status in ('pending', 'awaiting_confirmation', 'disputed');

-- Proof images of a dispute (upload ids claimed with purpose `withdrawal`).
create table withdrawal_proof (
  withdrawal_id bigint not null references withdrawal (id),
  upload_id text not null,
  primary key (withdrawal_id, upload_id)
);

-- Turnover a member must bet before the balance may leave (a deposit bonus, for example).
-- Open rows are those not cleared; settled stakes since the oldest open row count against their
-- sum, and the rows are cleared once it is reached.
create table turnover_requirement (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  amount bigint not null check (amount > 0),
  source text not null check (length(source) between 1 and 64),
  reference text,
  created_at timestamptz not null default now(),
  cleared_at timestamptz,
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index turnover_requirement_open on turnover_requirement (member_id, created_at)
  where cleared_at is null;

-- Histories: a member's main-wallet entries newest first, and bets by time.
create index ledger_entry_account_history on ledger_entry (account_id, id desc);
create index bet_member_time on bet (member_id, created_at desc);
create index bet_member_settled on bet (member_id, settled_at) where status = 'settled';

-- A database seeded before this migration gets the demo merchant's limits here; a fresh one
-- gets them from the withdraw-limit seeder.
insert into withdraw_limit (merchant_id, min_amount, max_amount)
  select id, 2000, 2000000 from merchant where code = 'demo' and currency_scale = 2;
