-- Foundation: merchants (tenants) and the brand configuration the system calls publish.
-- Every brand row carries merchant_id; child rows go with their merchant.

create table merchant (
  id integer generated always as identity primary key,
  code text not null unique check (code ~ '^[a-z0-9][a-z0-9_-]{0,31}$'),
  name text not null check (length(name) between 1 and 100),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  currency_symbol text not null check (length(currency_symbol) between 1 and 8),
  currency_scale smallint not null check (currency_scale between 0 and 8),
  default_language text not null,
  languages text[] not null check (cardinality(languages) > 0),
  main_domain text not null,
  analytics_id text,
  image_cdns text[] not null default '{}',
  launch_cdns text[] not null default '{}',
  maintenance boolean not null default false,
  maintenance_message text,
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  check (default_language = any (languages))
);

-- At most one default merchant: the one a request without a known host or header gets.
create unique index merchant_single_default on merchant (is_default) where is_default;

-- RSA-OAEP SHA-256 key pairs for the encrypted payloads; one active key per merchant.
create table merchant_key (
  merchant_id integer not null references merchant (id) on delete cascade,
  kid text not null,
  public_jwk jsonb not null,
  private_jwk jsonb not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (merchant_id, kid)
);
create unique index merchant_key_single_active on merchant_key (merchant_id) where active;

create table domain_route (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  domain text not null unique check (domain = lower(domain) and length(domain) between 1 and 253),
  route_type text not null check (route_type in ('WEB', 'AGENT', 'API'))
);
create index domain_route_merchant on domain_route (merchant_id);

create table region_rule (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  cidr text not null,
  action text not null check (action in ('block', 'allow')),
  note text,
  created_at timestamptz not null default now()
);
create index region_rule_merchant on region_rule (merchant_id);

create table customer_service (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  cs_type text not null,
  title text not null,
  url text not null,
  sort integer not null default 0
);
create index customer_service_merchant on customer_service (merchant_id);

create table resource (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  resource_type text not null,
  url text not null,
  label_name_en text not null,
  sort integer not null default 0
);
create index resource_merchant on resource (merchant_id);

create table whitelabel_module (
  id integer generated always as identity primary key,
  merchant_id integer not null references merchant (id) on delete cascade,
  mod_id text not null,
  parent_mod_id text,
  name text not null,
  enabled boolean not null default true,
  sort integer not null default 0,
  unique (merchant_id, mod_id),
  -- A parent is a module of the same merchant.
  foreign key (merchant_id, parent_mod_id) references whitelabel_module (merchant_id, mod_id)
    on delete cascade
);

create table register_field (
  merchant_id integer not null references merchant (id) on delete cascade,
  field_name text not null,
  shown boolean not null default false,
  required boolean not null default false,
  pattern_id text not null default 'ANY',
  -- Null: the library pattern of pattern_id applies.
  accepted_pattern text,
  min_length integer not null default 0 check (min_length >= 0),
  -- 0 means no upper bound, as checkRule of the contract reads it.
  max_length integer not null default 0,
  primary key (merchant_id, field_name),
  check (max_length = 0 or max_length >= min_length)
);

create table merchant_setting (
  merchant_id integer not null references merchant (id) on delete cascade,
  key text not null,
  value jsonb not null,
  primary key (merchant_id, key)
);
