-- Single-use hand-off codes: a logged-in member's app QR code carries one instead of the
-- session token. Only the code's SHA-256 is kept; redeeming marks it used in the same
-- statement that checks it, so a code opens at most one session.
create table session_handoff (
  code_hash text primary key check (code_hash ~ '^[0-9a-f]{64}$'),
  merchant_id integer not null references merchant (id) on delete cascade,
  member_id bigint not null references member (id) on delete cascade,
  side text not null check (side in ('member', 'agent')),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index session_handoff_expires on session_handoff (expires_at);
