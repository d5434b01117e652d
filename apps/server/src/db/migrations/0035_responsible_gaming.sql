-- Responsible gaming (issue #21). One row per member that has ever set a control: its exclusion,
-- its reality-check interval, and the row every money path locks FOR UPDATE before it counts
-- the member's usage, so two concurrent deposits or bets cannot both pass a limit.
create table rg_member (
  merchant_id integer not null,
  member_id bigint primary key,
  -- Null: the brand's default interval.
  reality_minutes integer check (reality_minutes between 5 and 240),
  exclusion_kind text check (exclusion_kind in ('cool_off', 'self_exclusion')),
  excluded_at timestamptz,
  -- Null with a kind: permanent.
  excluded_until timestamptz,
  check ((exclusion_kind is null) = (excluded_at is null)),
  check (exclusion_kind is not null or excluded_until is null),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);

-- A member's limits. `value` is in force now (null: none); a raise or removal waits in
-- `pending_value` / `pending_remove` until `pending_at`, and the readers fold it in once due.
-- Money in minor units, `session` in minutes.
create table rg_limit (
  member_id bigint not null references rg_member (member_id) on delete cascade,
  kind text not null check (kind in ('deposit', 'loss', 'wager', 'session', 'single_bet')),
  period text not null check (period in ('day', 'week', 'month', 'bet')),
  value bigint check (value > 0),
  pending_value bigint check (pending_value > 0),
  pending_remove boolean not null default false,
  pending_at timestamptz,
  updated_at timestamptz not null default now(),
  check ((pending_at is null) = (pending_value is null and not pending_remove)),
  primary key (member_id, kind, period)
);

-- Reality checks per session: when the last reminder went out and whether the member answered
-- it; bets wait while one is unanswered.
create table rg_reality (
  session_id bigint primary key,
  member_id bigint not null,
  reminded_at timestamptz not null,
  answered boolean not null default false
);
create index rg_reality_member on rg_reality (member_id) where not answered;

-- An early lift of an exclusion: asked by one operator, decided by another (four-eyes).
create table rg_lift (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  state text not null default 'pending' check (state in ('pending', 'approved', 'rejected')),
  reason text not null,
  requested_by bigint not null references operator (id),
  requested_at timestamptz not null default now(),
  decided_by bigint references operator (id),
  decided_at timestamptz,
  remark text,
  check ((state = 'pending') = (decided_by is null)),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create unique index rg_lift_one_pending on rg_lift (member_id) where state = 'pending';
