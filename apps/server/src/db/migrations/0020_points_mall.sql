-- The points mall. Points are a ledger currency of their own (`PTS`) in accounts of kind
-- `points`, so every movement is an entry and the ledger's invariants hold for them too.
alter table ledger_account drop constraint ledger_account_kind_check;
alter table ledger_account add constraint ledger_account_kind_check
  check (kind in ('main', 'vendor', 'house', 'points'));

-- How far each brand's settled bets and deposits have earned points: the earning job moves it
-- in the same transaction as the entries it posts, so a window earns exactly once.
create table point_earning_mark (
  merchant_id integer primary key references merchant (id),
  earned_until timestamptz not null
);

create table point_reward (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  names jsonb not null,
  descriptions jsonb not null default '{}'::jsonb,
  kind text not null check (kind in ('goods', 'credit')),
  points bigint not null check (points > 0),
  -- Minor units one unit credits to the main wallet: credit rewards only.
  amount bigint not null default 0 check (amount >= 0),
  stock integer check (stock >= 0),
  max_quantity integer not null default 1 check (max_quantity between 1 and 99),
  image_url text,
  active boolean not null default true,
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  check ((kind = 'credit') = (amount > 0))
);
create index point_reward_shelf on point_reward (merchant_id, sort, id) where active;

create table point_redemption (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  -- The client's Idempotency-Key: a replay finds the first redemption.
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  kind text not null check (kind in ('reward', 'convert')),
  reward_id bigint references point_reward (id),
  -- The reward's name as applied for, in the member's language then.
  name text not null default '',
  quantity integer not null check (quantity between 1 and 99),
  points bigint not null check (points > 0),
  amount bigint not null check (amount >= 0),
  status text not null check (status in ('inProcess', 'approved', 'rejected')),
  points_after bigint not null check (points_after >= 0),
  shipping jsonb,
  remark text not null default '',
  applied_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by text,
  check ((kind = 'reward') = (reward_id is not null)),
  check ((status = 'inProcess') = (decided_at is null)),
  unique (merchant_id, member_id, idempotency_key),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);
create index point_redemption_member on point_redemption (member_id, id desc);
create index point_redemption_open on point_redemption (merchant_id, id) where status = 'inProcess';

-- Deposits earn points by the time they were credited.
create index wallet_op_posted_deposits on wallet_op (merchant_id, settled_at)
  where kind = 'deposit' and state = 'posted';
