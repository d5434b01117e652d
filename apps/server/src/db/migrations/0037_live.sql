-- Live hosts and chat (issue #20): hosts per brand, room messages, mutes and bans, gifts paid
-- through the ledger, presence per node, and customer-service conversations.

create table live_host (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  code text not null,
  name text not null,
  avatar_url text,
  poster_url text,
  status text not null default 'offline' check (status in ('streaming', 'online', 'offline')),
  -- Filled by a streaming server (HLS); null: the room shows the poster.
  stream_url text,
  game_code text,
  game_name text,
  tags text[] not null default '{}',
  -- Biography per language: {"PT": "...", "EN": "..."}.
  bios jsonb not null default '{}',
  -- Weekly slots: [{"day": 5, "from": "20:00", "to": "23:00"}].
  schedule jsonb not null default '[]',
  sort integer not null default 0,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  unique (merchant_id, code)
);

-- One room per host: a message belongs to the host's room.
create table live_message (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  host_id bigint not null references live_host (id),
  member_id bigint references member (id),
  -- The sender as shown (masked account), fixed when sent.
  author text not null,
  kind text not null check (kind in ('text', 'gift')),
  body text not null,
  gift_code text,
  gift_amount bigint,
  created_at timestamptz not null default now(),
  deleted_at timestamptz,
  deleted_by bigint
);
create index live_message_room on live_message (host_id, id desc);

-- Mutes and bans of a member in a room; `until` null: for good. Lifting sets `lifted_at`.
create table live_restriction (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  host_id bigint not null references live_host (id),
  member_id bigint not null references member (id),
  kind text not null check (kind in ('mute', 'ban')),
  until timestamptz,
  operator_id bigint,
  reason text not null default '',
  created_at timestamptz not null default now(),
  lifted_at timestamptz
);
create index live_restriction_member on live_restriction (member_id, host_id);

-- A gift: unique per member and Idempotency-Key; written with its ledger transfer and its
-- chat message in one transaction.
create table live_gift (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  host_id bigint not null references live_host (id),
  member_id bigint not null references member (id),
  gift_code text not null,
  amount bigint not null check (amount > 0),
  idempotency_key text not null,
  message_id bigint not null references live_message (id),
  -- The brand's calendar day, for the daily leaderboard.
  day date not null,
  created_at timestamptz not null default now(),
  unique (merchant_id, member_id, idempotency_key)
);
create index live_gift_day on live_gift (merchant_id, day, host_id);

-- Sockets in each room per server node, refreshed while the node lives; presence is the sum
-- over nodes seen recently, so a node that died stops counting.
create table live_presence (
  node text not null,
  host_id bigint not null references live_host (id),
  sockets integer not null,
  seen_at timestamptz not null default now(),
  primary key (node, host_id)
);

create table live_support_conversation (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id),
  member_id bigint not null references member (id),
  -- Operator messages the member has not read, and member messages no operator has read.
  member_unread integer not null default 0,
  operator_unread integer not null default 0,
  last_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (merchant_id, member_id)
);
create index live_support_inbox on live_support_conversation (merchant_id, last_at desc);

create table live_support_message (
  id bigint generated always as identity primary key,
  conversation_id bigint not null references live_support_conversation (id),
  sender text not null check (sender in ('member', 'operator')),
  operator_id bigint,
  author text not null default '',
  body text not null,
  created_at timestamptz not null default now()
);
create index live_support_thread on live_support_message (conversation_id, id);
