-- Two-person results: a MANUAL game's result (or correction) is entered by one operator and
-- takes effect only when a second one approves it; the approval draws the period at the next
-- result version and settles it. A period holds at most one pending entry. `result_version` is
-- the version the approval made.
create table lottery_result_entry (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  game_code text not null,
  period_no text not null,
  result integer[] not null,
  state text not null default 'pending'
    check (state in ('pending', 'approved', 'rejected', 'expired')),
  -- Whether the period had a result when this was entered: approving it corrects that result.
  correction boolean not null,
  entered_by bigint not null references operator (id),
  entered_at timestamptz not null default now(),
  decided_by bigint references operator (id),
  decided_at timestamptz,
  remark text,
  result_version integer,
  foreign key (merchant_id, game_code, period_no)
    references lottery_period (merchant_id, game_code, period_no) on delete cascade,
  check ((state in ('approved', 'rejected')) = (decided_by is not null)),
  check (decided_by is null or decided_by <> entered_by),
  check ((state = 'approved') = (result_version is not null))
);
create unique index lottery_result_entry_open on lottery_result_entry
  (merchant_id, game_code, period_no) where state = 'pending';
create index lottery_result_entry_list on lottery_result_entry (merchant_id, id desc);

-- A MANUAL game whose period has no approved result this long after its draw time is
-- cancelled and every ticket refunded (null: it waits as long as it takes).
alter table lottery_game add column result_deadline_seconds integer
  check (result_deadline_seconds is null or result_deadline_seconds > 0);
