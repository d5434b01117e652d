-- Accounts and sessions: members and their downlines, sessions, captchas, SMS codes, the demo
-- gateways' outboxes, reset tokens, two-factor challenges, used nonces of encrypted payloads,
-- the append-only audit log, and the smallest ledger the wallet will grow.
-- Time columns that decide expiry are written by the server from its clock (tests move it);
-- the rest default to now().

-- Refuses UPDATE and DELETE on append-only tables. TRUNCATE (an operator's deliberate reset)
-- is a separate privilege and is not covered.
create or replace function portal_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name using errcode = '42501';
end;
$$;

create table member (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  account text not null check (length(account) between 1 and 64),
  -- 0 member, 4 trial, agents 1, 2, 41, 42 (the configured lists).
  type smallint not null default 0,
  -- The agent whose downline this account belongs to.
  parent_agent_id bigint,
  -- Agents' invitation code, matched case-insensitively.
  affiliate_code text check (affiliate_code ~ '^[A-Za-z0-9]{2,32}$'),
  nickname text,
  email text,
  mobile_country_code text check (mobile_country_code ~ '^[0-9]{1,4}$'),
  mobile_number text check (mobile_number ~ '^[0-9]{6,15}$'),
  -- scrypt$N$r$p$salt$hash; null: no password login (trial accounts, mobile-only accounts).
  password_hash text,
  password_changed_at timestamptz,
  payment_password_hash text,
  payee_name text,
  qq text,
  line text,
  whatsapp text,
  facebook text,
  wechat text,
  id_number text,
  zalo text,
  telegram text,
  birthday text,
  -- Kept from the registration link's query string.
  referral_code text,
  referrer text,
  register_ip text,
  register_domain text,
  language text,
  vip_level integer not null default 0 check (vip_level >= 0),
  first_login_done boolean not null default false,
  created_at timestamptz not null default now(),
  last_login_at timestamptz,
  last_login_ip text,
  check ((mobile_country_code is null) = (mobile_number is null)),
  unique (merchant_id, id),
  foreign key (merchant_id, parent_agent_id) references member (merchant_id, id)
);
create unique index member_account_key on member (merchant_id, lower(account));
create unique index member_mobile_key on member (merchant_id, mobile_country_code, mobile_number)
  where mobile_number is not null;
create unique index member_affiliate_code_key on member (merchant_id, upper(affiliate_code))
  where affiliate_code is not null;
create index member_parent_agent on member (parent_agent_id) where parent_agent_id is not null;

-- IPs a member has logged in from; a login from another one may be held for an SMS check.
create table member_known_ip (
  merchant_id integer not null,
  member_id bigint not null,
  ip text not null,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  primary key (member_id, ip),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);

-- Only the SHA-256 of a token is stored. A `pending` row is a login held for device
-- verification: its token is the challenge id, good for nothing but finishing the check.
create table member_session (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  id bigint generated always as identity unique,
  merchant_id integer not null,
  member_id bigint not null,
  side text not null check (side in ('member', 'agent')),
  state text not null default 'active' check (state in ('active', 'pending')),
  -- The password is the default or expired: it must be changed, and the old one is not asked.
  force_password_change boolean not null default false,
  ip text,
  created_at timestamptz not null,
  last_seen_at timestamptz not null,
  expires_at timestamptz not null,
  ended_at timestamptz,
  end_reason text,
  check ((ended_at is null) = (end_reason is null)),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index member_session_live on member_session (member_id) where ended_at is null;

create table captcha (
  id text primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  answer_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index captcha_expires on captcha (expires_at);

create table sms_code (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  country_code text not null,
  mobile text not null,
  purpose text not null check (purpose in ('login', 'reset', 'device', 'register')),
  -- For `device` codes: the two-factor challenge they answer.
  challenge_hash text,
  code_salt text not null,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz
);
create index sms_code_lookup on sms_code (merchant_id, country_code, mobile, purpose, id desc);
create index sms_code_expires on sms_code (expires_at);

-- What the demo gateways "sent": operators and end-to-end tests read them through /ops.
create table sms_outbox (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  country_code text not null,
  mobile text not null,
  purpose text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index sms_outbox_mobile on sms_outbox (merchant_id, mobile, id desc);

create table email_outbox (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index email_outbox_to on email_outbox (merchant_id, lower(to_address), id desc);

create table password_reset_token (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  merchant_id integer not null,
  member_id bigint not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);

-- A login held because it came from an IP the member had not used; finished by an SMS code.
create table two_factor_challenge (
  challenge_hash text primary key references member_session (token_hash) on delete cascade,
  merchant_id integer not null,
  member_id bigint not null,
  side text not null check (side in ('member', 'agent')),
  ip text not null,
  force_password_change boolean not null,
  password_expired boolean not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  completed_at timestamptz,
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);

-- Nonces of encrypted payloads seen in the last 10 minutes (used when Redis is not configured).
create table used_nonce (
  merchant_id integer not null references merchant (id) on delete cascade,
  nonce text not null,
  expires_at timestamptz not null,
  primary key (merchant_id, nonce)
);
create index used_nonce_expires on used_nonce (expires_at);

-- Who did what, from where: logins, failures, logouts, registrations, password changes.
-- Never a password, code or token.
create table audit_log (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  member_id bigint references member (id),
  action text not null,
  ip text,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_member on audit_log (member_id, id desc) where member_id is not null;
create index audit_log_merchant on audit_log (merchant_id, id desc);
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function portal_append_only();

-- Ledger: accounts with cached balances, transactions, and insert-only entries that sum to
-- zero per transaction. Amounts are minor units of the account's currency.
create table ledger_account (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  kind text not null check (kind in ('main', 'vendor', 'house')),
  owner_member_id bigint,
  -- House accounts have a name (`freeplay`, `cashier`...); vendor wallets name their vendor.
  house_name text,
  vendor text,
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  balance bigint not null default 0,
  created_at timestamptz not null default now(),
  check ((kind = 'house') = (owner_member_id is null)),
  check ((kind = 'house') = (house_name is not null)),
  check ((kind = 'vendor') = (vendor is not null)),
  -- Members never owe the house through their wallets.
  check (kind = 'house' or balance >= 0),
  foreign key (merchant_id, owner_member_id) references member (merchant_id, id)
);
create unique index ledger_account_member_key
  on ledger_account (merchant_id, owner_member_id, kind, coalesce(vendor, ''), currency)
  where owner_member_id is not null;
create unique index ledger_account_house_key on ledger_account (merchant_id, house_name, currency)
  where kind = 'house';

create table ledger_txn (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  kind text not null,
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  -- SHA-256 of the transfer's entries: a replay with other entries is a conflict.
  request_hash text not null,
  created_at timestamptz not null default now(),
  unique (merchant_id, idempotency_key)
);

create table ledger_entry (
  id bigint generated always as identity primary key,
  txn_id bigint not null references ledger_txn (id),
  account_id bigint not null references ledger_account (id),
  amount bigint not null check (amount <> 0)
);
create index ledger_entry_txn on ledger_entry (txn_id);
create index ledger_entry_account on ledger_entry (account_id);
create trigger ledger_txn_append_only before update or delete on ledger_txn
  for each row execute function portal_append_only();
create trigger ledger_entry_append_only before update or delete on ledger_entry
  for each row execute function portal_append_only();

-- Each transaction's entries sum to zero, checked at commit.
create or replace function portal_ledger_balanced() returns trigger language plpgsql as $$
begin
  if (select coalesce(sum(amount), 0) from ledger_entry where txn_id = new.txn_id) <> 0 then
    raise exception 'ledger transaction % does not balance', new.txn_id using errcode = '23514';
  end if;
  return null;
end;
$$;
create constraint trigger ledger_entry_balanced after insert on ledger_entry
  deferrable initially deferred for each row execute function portal_ledger_balanced();
