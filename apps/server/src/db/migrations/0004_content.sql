-- Content and support: uploads, banners, announcements, notices, promotions with activity
-- applications and raffle claims, help centre, feedback and platform messages.
--
-- Texts shown to players are jsonb maps by language ({"PT": "...", "EN": "..."}); a missing
-- language falls back to the merchant's default, then PT. HTML columns hold HTML that was
-- sanitised when stored; it is sanitised again when sent.

-- Uploaded images. The id is random and url-safe (it is the only handle a client holds); the
-- bytes live in the configured storage under `storage_key`. An upload is claimed once, by one
-- call of its purpose (`claimed_by` names what claimed it, e.g. `activity:12`).
create table upload (
  id text primary key check (id ~ '^[A-Za-z0-9_-]{8,64}$'),
  merchant_id integer not null,
  member_id bigint not null,
  purpose text not null check (purpose in ('activity', 'withdrawal')),
  -- Decided by sniffing the bytes, never by a header or a name.
  content_type text not null check (content_type in ('image/png', 'image/jpeg')),
  size integer not null check (size between 1 and 5242880),
  storage_key text not null unique,
  created_at timestamptz not null default now(),
  claimed_at timestamptz,
  claimed_by text check (length(claimed_by) between 1 and 128),
  check ((claimed_at is null) = (claimed_by is null)),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index upload_member on upload (member_id, created_at);
create index upload_claimed_by on upload (claimed_by) where claimed_by is not null;

-- Banners by group. URL targets are https addresses; ROUTE targets are in-app paths.
create table banner (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  group_name text not null
    check (group_name in ('w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget')),
  titles jsonb not null,
  image_url text not null check (length(image_url) between 1 and 500),
  linkage_type text not null check (linkage_type in ('PROMOTION', 'GAME', 'ROUTE', 'URL', 'NONE')),
  linkage text not null default '' check (length(linkage) <= 500),
  sort integer not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  check (linkage_type <> 'URL' or linkage ~ '^https://[^\s/]+'),
  check (linkage_type <> 'ROUTE' or (linkage ~ '^/' and linkage !~ '^//')),
  check (linkage_type not in ('PROMOTION', 'GAME') or linkage ~ '^[0-9]{1,18}$')
);
create index banner_group on banner (merchant_id, group_name, sort, id) where enabled;

-- Promotions: `info` informs, `activity` takes applications, `raffle` is claimed once.
create table promotion (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  kind text not null check (kind in ('info', 'activity', 'raffle')),
  category text not null default 'ALL' check (category ~ '^[A-Za-z0-9_-]{1,32}$'),
  titles jsonb not null,
  summaries jsonb not null,
  -- Sanitised HTML by language.
  contents jsonb not null,
  image_url text not null check (length(image_url) between 1 and 500),
  start_at timestamptz not null,
  -- Null: no end.
  end_at timestamptz,
  requires_proof boolean not null default false,
  -- The raffle's prize in the merchant's minor units.
  prize_amount bigint check (prize_amount > 0),
  sort integer not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  unique (merchant_id, id),
  check ((kind = 'raffle') = (prize_amount is not null)),
  check (kind = 'activity' or not requires_proof),
  check (end_at is null or end_at > start_at)
);
create index promotion_list on promotion (merchant_id, sort, id) where enabled;

-- Activity applications. APPLYING -> IN_PROCESS -> ISSUED or REJECTED by an operator. A member
-- holds at most one application per promotion that is not rejected.
create table promotion_application (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  promotion_id bigint not null,
  member_id bigint not null,
  status text not null default 'APPLYING'
    check (status in ('APPLYING', 'IN_PROCESS', 'ISSUED', 'REJECTED')),
  remark text not null default '' check (length(remark) <= 200),
  proof_count integer not null default 0 check (proof_count between 0 and 3),
  review_note text check (length(review_note) <= 500),
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  foreign key (merchant_id, promotion_id) references promotion (merchant_id, id) on delete cascade,
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create unique index promotion_application_open
  on promotion_application (promotion_id, member_id) where status <> 'REJECTED';
create index promotion_application_member on promotion_application (member_id, promotion_id, id);
create index promotion_application_queue on promotion_application (merchant_id, status, id);

-- One claim per member and raffle, enforced here; the prize's ledger transaction beside it.
create table raffle_claim (
  merchant_id integer not null,
  promotion_id bigint not null,
  member_id bigint not null,
  amount bigint not null check (amount > 0),
  ledger_txn_id bigint not null references ledger_txn (id),
  created_at timestamptz not null default now(),
  primary key (promotion_id, member_id),
  foreign key (merchant_id, promotion_id) references promotion (merchant_id, id),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);
create index raffle_claim_member on raffle_claim (member_id);

-- Announcements. type: B banner, PL player, PU popup, PR promotion, H help. audience: A logged
-- in, B anonymous, F the session right after a member's first login.
create table announcement (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  audience text not null check (audience in ('A', 'B', 'F')),
  platform text not null default 'W' check (platform ~ '^[A-Z]{1,4}$'),
  titles jsonb not null,
  -- Sanitised HTML by language.
  contents jsonb not null,
  promotion_id bigint,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  foreign key (merchant_id, promotion_id) references promotion (merchant_id, id) on delete set null (promotion_id)
);
create index announcement_list on announcement (merchant_id, platform, audience, type, created_at desc)
  where enabled;

-- Notices of the marquee (plain text).
create table notice (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  titles jsonb not null,
  contents jsonb not null,
  sort integer not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index notice_list on notice (merchant_id, sort, id) where enabled;

-- Help centre terms, per language and device; `term` is the stable `/help#term` fragment.
create table help_term (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  language text not null check (language ~ '^[A-Z]{2}$'),
  device text not null default 'WEB' check (device in ('WEB')),
  term text not null check (term ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$' and length(term) <= 64),
  category text not null check (length(category) between 1 and 64),
  title text not null check (length(title) between 1 and 200),
  -- Sanitised HTML.
  content text not null,
  sort integer not null default 0,
  unique (merchant_id, language, device, term)
);

create table feedback (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  -- Null: sent by a visitor.
  member_id bigint,
  question_type text not null check (question_type in
    ('deposit', 'withdraw', 'game', 'customer_service', 'application', 'other')),
  content text not null check (length(content) between 1 and 140),
  contact_info text not null check (length(contact_info) between 1 and 64),
  ip text,
  created_at timestamptz not null default now(),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete set null (member_id)
);
create index feedback_list on feedback (merchant_id, id desc);

-- Platform messages to one member. Deleting is soft: the row stays for the operator.
create table platform_message (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  title text not null check (length(title) between 1 and 200),
  -- Sanitised HTML.
  content text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  deleted_at timestamptz,
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index platform_message_inbox on platform_message (member_id, created_at desc, id desc)
  where deleted_at is null;
create index platform_message_unread on platform_message (member_id)
  where deleted_at is null and read_at is null;

-- F announcements: a session is "right after the first login" when it is the member's first
-- session; this index answers "is there an earlier one" without scanning every session.
create index member_session_member_order on member_session (member_id, id);
