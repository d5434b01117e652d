-- Games: the catalogue (vendors, classifies, games), per-merchant switches, favourites, recent
-- games, PVP rooms, provably fair seeds, the seamless-wallet transactions and the bets table.
--
-- The catalogue is global: vendors publish one list of games for every brand, so 10,000 rows are
-- stored once rather than once per merchant. A merchant turns vendors or single games off with
-- the sparse `merchant_vendor_off` and `merchant_game_off` lists, and may own extra games
-- (`game.merchant_id` set) that no other brand sees.

create table game_vendor (
  code text primary key check (code ~ '^[A-Z0-9_]{1,24}$'),
  display_name text not null,
  -- How money reaches the vendor: the in-house provider debits the main wallet through the
  -- seamless callbacks; third-party vendors hold a per-vendor wallet filled by transfers.
  wallet text not null check (wallet in ('seamless', 'transfer')),
  sort integer not null default 0
);

create table game_classify (
  key text primary key check (key ~ '^[A-Z0-9_]{1,32}$'),
  -- {"PT": "...", "EN": "..."}
  names jsonb not null,
  sort integer not null default 0
);

create table game (
  id bigint generated always as identity primary key,
  -- Null: every merchant's catalogue; set: only that merchant's.
  merchant_id integer references merchant (id) on delete cascade,
  vendor_code text not null references game_vendor (code),
  game_type text not null check (game_type ~ '^[A-Z]{2,16}$'),
  classify text not null references game_classify (key),
  game_code text not null unique check (game_code ~ '^[A-Za-z0-9_-]{1,64}$'),
  -- {"PT": "...", "EN": "..."}; other languages fall back to EN.
  names jsonb not null,
  -- Lower-cased names of every language, newline separated: the name search reads this.
  search_text text not null,
  is_hot boolean not null default false,
  -- The card offers a free trial (the wire's supportPlay = 0).
  free_trial boolean not null default false,
  -- GAME starts directly; VASSALAGE opens the vendor's own game list.
  is_game text not null default 'GAME' check (is_game in ('GAME', 'VASSALAGE')),
  sort integer not null default 0,
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
-- Every filter of the lists: type, type + vendor, type + classify, hot, in display order.
create index game_type_sort on game (game_type, sort, id) where enabled;
create index game_type_vendor_sort on game (game_type, vendor_code, sort, id) where enabled;
create index game_vendor_sort on game (vendor_code, sort, id) where enabled;
create index game_type_classify_sort on game (game_type, classify, sort, id) where enabled;
create index game_hot on game (game_type, vendor_code) where enabled and is_hot;
create index game_merchant on game (merchant_id) where merchant_id is not null;
-- Name search is `strpos(search_text, lower(term)) > 0`: no trigram index (PGlite lacks
-- pg_trgm), a scan of the rows the other filters left, measured at about 3 ms over 10,000 games
-- on PGlite. Prefix matches sort first.

create table merchant_vendor_off (
  merchant_id integer not null references merchant (id) on delete cascade,
  vendor_code text not null references game_vendor (code),
  primary key (merchant_id, vendor_code)
);

create table merchant_game_off (
  merchant_id integer not null references merchant (id) on delete cascade,
  game_id bigint not null references game (id) on delete cascade,
  primary key (merchant_id, game_id)
);

create table favourite_game (
  merchant_id integer not null,
  member_id bigint not null,
  game_id bigint not null references game (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (member_id, game_id),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);

-- One row per member and game, with the last launch.
create table recent_game (
  merchant_id integer not null,
  member_id bigint not null,
  game_id bigint not null references game (id) on delete cascade,
  last_played_at timestamptz not null,
  primary key (member_id, game_id),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index recent_game_member on recent_game (member_id, last_played_at desc);

create table pvp_room (
  id bigint generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  game_id bigint not null references game (id) on delete cascade,
  name text not null,
  min_bet bigint not null check (min_bet > 0),
  players integer not null default 0 check (players >= 0),
  max_players integer not null check (max_players >= 1),
  check (players <= max_players)
);
create index pvp_room_merchant on pvp_room (merchant_id, id);

-- Provably fair seeds per member and game: the hash is shown before play, the seed on rotation.
create table fair_seed (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  game_code text not null,
  server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed text not null check (length(client_seed) between 1 and 64),
  next_nonce bigint not null default 0 check (next_nonce >= 0),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  revealed_at timestamptz,
  check (active = (revealed_at is null)),
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create unique index fair_seed_active on fair_seed (member_id, game_code) where active;

-- Bets: one row per round, written by the wallet callbacks; the winner board and the bet
-- history read it. Amounts are minor units of `currency`.
create table bet (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  game_id bigint references game (id),
  vendor_code text not null,
  round_id text not null,
  currency text not null,
  stake bigint not null check (stake >= 0),
  payout bigint not null default 0 check (payout >= 0),
  status text not null check (status in ('open', 'settled', 'rolled_back')),
  server_seed_hash text,
  client_seed text,
  nonce bigint,
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (vendor_code, round_id),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);
create index bet_member on bet (member_id, id desc);
create index bet_winners on bet (merchant_id, payout desc) where status = 'settled' and payout > 0;

-- Seamless-wallet callbacks by the vendor's transaction id: a replay answers the first result;
-- the same id with another body is a conflict.
create table seamless_txn (
  vendor_code text not null,
  txn_id text not null check (length(txn_id) between 1 and 128),
  kind text not null check (kind in ('bet', 'win', 'rollback')),
  merchant_id integer not null,
  member_id bigint not null,
  round_id text not null,
  amount bigint not null check (amount >= 0),
  request_hash text not null,
  -- The bet a rollback undoes.
  ref_txn_id text,
  balance_after bigint not null,
  created_at timestamptz not null default now(),
  primary key (vendor_code, txn_id)
);
create index seamless_txn_round on seamless_txn (vendor_code, round_id);
create trigger seamless_txn_append_only before update or delete on seamless_txn
  for each row execute function portal_append_only();
