-- Bonuses (issue 16): one row per reward a member gets, whatever gave it. A bonus is either
-- credited when it is given (`issued`) or waits in the reward centre for the member's claim
-- (`pending`, then `claimed`, or `expired` past `expires_at`, or `cancelled` by an operator).
-- The credit's ledger transaction is written in the same database transaction as the row's
-- move to `issued` or `claimed`, under the key `<source>:<reference>:<member>`; the unique
-- (member, source, reference) makes a second grant of the same thing a no-op.
create table bonus (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  source text not null check (source in
    ('promotion', 'raffle', 'mission', 'vip', 'referral', 'rebate', 'points', 'operator')),
  -- What the bonus is for within its source: a promotion id, an application id, an
  -- operator's request reference.
  reference text not null check (length(reference) between 1 and 128),
  -- The title the member sees, by language (falls back to the brand's first language).
  titles jsonb not null,
  amount bigint not null check (amount > 0),
  -- What must be bet before the amount may be withdrawn (minor units; 0: nothing).
  turnover_required bigint not null default 0 check (turnover_required >= 0),
  state text not null check (state in ('pending', 'issued', 'claimed', 'expired', 'cancelled')),
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  -- When it was credited, cancelled or found expired.
  settled_at timestamptz,
  ledger_txn_id bigint references ledger_txn (id),
  unique (merchant_id, member_id, source, reference),
  check ((state in ('issued', 'claimed')) = (ledger_txn_id is not null)),
  check ((state = 'pending') = (settled_at is null)),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index bonus_member_time on bonus (member_id, created_at desc, id desc);
create index bonus_claimable on bonus (member_id, created_at) where state = 'pending';

-- An activity's bonus, issued when an operator approves an application (the operator may give
-- another amount at that moment; an activity without one needs it then).
alter table promotion add column bonus_amount bigint check (bonus_amount > 0);
alter table promotion add constraint promotion_bonus_activity
  check (kind = 'activity' or bonus_amount is null);
