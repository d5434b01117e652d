-- Referral: each member's own code to invite with, and who brought whom.
create table referral_code (
  merchant_id integer not null,
  member_id bigint not null,
  -- Upper case; registrations match it case-insensitively.
  code text not null check (code ~ '^[A-Z0-9]{6,16}$'),
  primary key (merchant_id, member_id),
  unique (merchant_id, code),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);

-- One row per member registered with another's code, written in the registration's
-- transaction. `rewarded_at` is set in the same transaction as the referrer's bonus, so a
-- friend brings its reward once.
create table referral (
  merchant_id integer not null,
  referee_id bigint not null,
  referrer_id bigint not null,
  created_at timestamptz not null default now(),
  rewarded_at timestamptz,
  primary key (merchant_id, referee_id),
  check (referee_id <> referrer_id),
  foreign key (merchant_id, referee_id) references member (merchant_id, id),
  foreign key (merchant_id, referrer_id) references member (merchant_id, id)
);
create index referral_referrer on referral (referrer_id, created_at desc);
create index referral_open on referral (merchant_id, created_at) where rewarded_at is null;
