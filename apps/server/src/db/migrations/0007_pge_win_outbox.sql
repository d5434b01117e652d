-- PGE (in-house games): the outbox of round wins (issue #4 follow-up, see pge/win-retry.ts).
-- The in-house game server's win of each real-money round, written before its bet is sent and
-- removed once the win callback succeeded: a win callback that failed, or a crash between bet
-- and win, leaves the row for the `pge-settle-rounds` job, which sends the win again (the
-- wallet dedupes it by its transaction id), so no round stays unsettled.
create table pge_win_outbox (
  round_id text primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  body jsonb not null,
  created_at timestamptz not null default now()
);
create index pge_win_outbox_age on pge_win_outbox (created_at);
