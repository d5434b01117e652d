-- Operator accounts (docs/decisions/0018-operator-accounts.md): named operators of one merchant,
-- or of the platform (merchant_id null), each with a password, a TOTP second factor and a role.
create table operator (
  id bigint generated always as identity primary key,
  merchant_id integer references merchant (id),
  username text not null check (username ~ '^[a-z0-9._-]{3,32}$'),
  password_hash text not null,
  role text not null check (role in ('owner', 'finance', 'risk', 'content', 'support', 'readonly')),
  -- The authenticator's secret, sealed with the key-encryption keys (key-sealing.ts); null until
  -- the operator has proven a code of it. `totp_offered` is the one offered at a login, sealed
  -- too, until that proof.
  totp_secret text,
  totp_offered text,
  totp_key_id text,
  -- The last TOTP time step used: a code is good once.
  totp_last_step bigint not null default 0,
  locked boolean not null default false,
  created_by bigint references operator (id),
  created_at timestamptz not null default now(),
  last_login_at timestamptz,
  last_login_ip text
);
create unique index operator_username_key on operator (username);
create index operator_merchant on operator (merchant_id, id);

-- Recovery codes: SHA-256 of each, good once.
create table operator_recovery_code (
  operator_id bigint not null references operator (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (operator_id, code_hash)
);

-- Operator sessions, apart from members': a `second_factor` row is the ticket between the
-- password and the code, a `live` row is a session. Only the token's SHA-256 is stored.
create table operator_session (
  id bigint generated always as identity primary key,
  operator_id bigint not null references operator (id),
  token_hash text not null unique,
  stage text not null check (stage in ('second_factor', 'live')),
  ip text,
  failures integer not null default 0,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  ended_at timestamptz
);
create index operator_session_open on operator_session (operator_id) where ended_at is null;

-- The audit log becomes a hash chain per merchant. Each row, at the commit of the transaction
-- that wrote it, takes the next number of its merchant's chain, the hash of the row before it
-- and its own hash over its content: an edited, removed or reordered row breaks the chain at
-- that point. Linking at commit (a deferred trigger) takes the chain's lock last, so it never
-- waits inside a transaction that holds other locks. Rows from before this migration stay
-- unlinked.
alter table audit_log add column operator_id bigint references operator (id);
alter table audit_log add column chain_seq bigint;
alter table audit_log add column prev_hash text;
alter table audit_log add column row_hash text;
create unique index audit_log_chain on audit_log (merchant_id, chain_seq);

create table audit_chain (
  merchant_id integer primary key references merchant (id),
  last_seq bigint not null,
  last_hash text not null
);

-- The hash of a row in its chain: its link and content, fields separated by U+001F. jsonb's
-- text form is canonical (keys sorted), so the same detail always hashes the same.
create function audit_row_hash(prev text, seq bigint, r audit_log) returns text
language sql immutable as $$
  select encode(sha256(convert_to(concat_ws(E'\x1f',
    prev, seq::text, r.id::text, r.merchant_id::text, coalesce(r.member_id::text, ''),
    coalesce(r.operator_id::text, ''), r.action, coalesce(r.ip, ''), r.detail::text,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')
  ), 'UTF8')), 'hex')
$$;

create function audit_log_link() returns trigger language plpgsql as $$
declare
  head audit_chain%rowtype;
  linked text;
begin
  insert into audit_chain (merchant_id, last_seq, last_hash) values (new.merchant_id, 0, '')
    on conflict (merchant_id) do nothing;
  select * into head from audit_chain where merchant_id = new.merchant_id for update;
  linked := audit_row_hash(head.last_hash, head.last_seq + 1, new);
  update audit_log set chain_seq = head.last_seq + 1, prev_hash = head.last_hash, row_hash = linked
    where id = new.id;
  update audit_chain set last_seq = head.last_seq + 1, last_hash = linked
    where merchant_id = new.merchant_id;
  return null;
end;
$$;

create constraint trigger audit_log_chain_link after insert on audit_log
  deferrable initially deferred for each row execute function audit_log_link();

-- Append-only still, except for the one write that links a new row.
create function audit_log_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and old.row_hash is null and new.row_hash is not null
     and (new.id, new.merchant_id, new.member_id, new.operator_id, new.action, new.ip,
          new.detail, new.created_at)
       is not distinct from (old.id, old.merchant_id, old.member_id, old.operator_id,
          old.action, old.ip, old.detail, old.created_at) then
    return new;
  end if;
  raise exception 'audit_log is append-only' using errcode = '42501';
end;
$$;
drop trigger audit_log_append_only on audit_log;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_guard();

-- Four-eyes: a money action one operator asks for and another decides (never the same one: the
-- check below holds it even against a bug). An approved balance adjustment names the ledger
-- transaction it posted, in the same database transaction as the decision.
create table operator_approval (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  kind text not null check (kind in ('balance_adjustment')),
  member_id bigint not null references member (id),
  amount bigint not null check (amount <> 0),
  reason text not null,
  state text not null default 'pending' check (state in ('pending', 'approved', 'rejected')),
  requested_by bigint not null references operator (id),
  requested_at timestamptz not null default now(),
  decided_by bigint references operator (id),
  decided_at timestamptz,
  remark text,
  ledger_txn_id bigint references ledger_txn (id),
  check ((state = 'pending') = (decided_by is null)),
  check (decided_by is null or decided_by <> requested_by),
  check ((state = 'approved') = (ledger_txn_id is not null))
);
create index operator_approval_list on operator_approval (merchant_id, state, id desc);
