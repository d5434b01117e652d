-- Wallet: the merchant's wallet mode, two-phase wallet operations (vendor transfers and
-- deposits, ADR 0010), request idempotency with the first answer kept, deposit channels, the
-- payment providers' webhook secrets, and the books of the two demo outside parties (the demo
-- vendors' wallets and the demo payment provider), which stand in for systems we do not own.

-- Single (seamless) or transfer wallets; a merchant without a row uses `transfer`.
create table merchant_wallet_setting (
  merchant_id integer primary key references merchant (id) on delete cascade,
  wallet_mode text not null check (wallet_mode in ('single', 'transfer')),
  updated_at timestamptz not null default now()
);

-- One money movement that involves an outside party. Phase 1 writes it `pending` (and, for
-- money leaving the member, moves it to a hold account); the outside call happens outside any
-- database transaction; phase 2 sets `posted` or `voided` exactly once.
create table wallet_op (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  member_id bigint not null,
  kind text not null check (kind in ('transfer_in', 'transfer_out', 'deposit')),
  -- Unique per member: the client's key (with `#<vendor>` for each vendor of a recall-all).
  idempotency_key text not null check (length(idempotency_key) between 1 and 240),
  request_hash text not null,
  state text not null default 'pending' check (state in ('pending', 'posted', 'voided')),
  amount bigint not null check (amount > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  vendor text,
  channel_id text,
  provider text,
  -- The reference the outside party knows the operation by.
  external_ref text,
  -- Why a void happened (`refused`, `failed`, `expired`...).
  reason text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  settled_at timestamptz,
  check ((state = 'pending') = (settled_at is null)),
  check ((kind = 'deposit') = (vendor is null)),
  unique (merchant_id, member_id, idempotency_key),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);
create index wallet_op_pending on wallet_op (created_at) where state = 'pending';
create index wallet_op_member on wallet_op (member_id, kind, id desc);
-- At most one pending transfer per member and vendor: a second one is `transfer_pending`.
create unique index wallet_op_one_pending_transfer on wallet_op (member_id, vendor)
  where state = 'pending' and vendor is not null;

-- Idempotency of the wallet's money calls: the first request of a key writes the row, its
-- answer is kept, and every replay gets that answer; another body under the key is a 409.
create table wallet_request (
  merchant_id integer not null references merchant (id),
  member_id bigint not null,
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  endpoint text not null,
  request_hash text not null,
  -- The success value or error envelope of the first request; null while it runs.
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (merchant_id, member_id, idempotency_key),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);

-- Deposit channels per merchant, with limits and quick amounts in minor units.
create table deposit_channel (
  merchant_id integer not null references merchant (id) on delete cascade,
  channel_id text not null check (channel_id ~ '^[a-z0-9_-]{1,64}$'),
  name text not null check (length(name) between 1 and 64),
  provider text not null,
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  presets bigint[] not null default '{}',
  enabled boolean not null default true,
  sort integer not null default 0,
  check (max_amount >= min_amount),
  primary key (merchant_id, channel_id)
);

-- The shared secret a payment provider signs its webhooks with, per merchant.
create table payment_secret (
  merchant_id integer not null references merchant (id) on delete cascade,
  provider text not null,
  secret text not null check (length(secret) >= 32),
  created_at timestamptz not null default now(),
  primary key (merchant_id, provider)
);

-- The demo payment provider's own books (an outside party in a real deployment).
create table demo_payment (
  reference text primary key check (reference ~ '^[A-Za-z0-9_-]{8,64}$'),
  merchant_id integer not null references merchant (id) on delete cascade,
  deposit_id text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  return_url text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  decided_at timestamptz
);

-- The demo vendors' own wallets and transfer log (an outside party in a real deployment): a
-- transfer is applied once per reference, whatever the retries.
create table demo_vendor_wallet (
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint not null,
  vendor text not null,
  balance bigint not null default 0 check (balance >= 0),
  primary key (merchant_id, member_id, vendor)
);

create table demo_vendor_transfer (
  merchant_id integer not null references merchant (id) on delete cascade,
  vendor text not null,
  reference text not null,
  member_id bigint not null,
  direction text not null check (direction in ('in', 'out')),
  amount bigint not null check (amount > 0),
  balance_after bigint not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, vendor, reference)
);

-- The demo merchant's channels and mode (a fresh database seeds them in the wallet seeder).
insert into merchant_wallet_setting (merchant_id, wallet_mode)
  select id, 'transfer' from merchant where code = 'demo';
insert into deposit_channel (merchant_id, channel_id, name, provider, min_amount, max_amount, presets, sort)
  select id, 'pix-demo', 'PIX (demo)', 'demo', 1000, 5000000, '{2000,5000,10000,50000,100000}'::bigint[], 1
  from merchant where code = 'demo' and currency_scale = 2
  union all
  select id, 'card-demo', 'Card (demo)', 'demo', 2000, 1000000, '{5000,10000,20000,50000}'::bigint[], 2
  from merchant where code = 'demo' and currency_scale = 2;
