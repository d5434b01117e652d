-- VIP ranks and manual rebate. The member's level stays in `member.vip_level` (member info
-- reads it); what moves it is kept here.

-- What counts towards the next level: valid bets and deposits counted by the VIP job since the
-- member last lost a level (a downgrade lowers them to the new level's thresholds, so the
-- member climbs back by playing again, not at once on old play).
create table member_vip (
  merchant_id integer not null,
  member_id bigint not null,
  valid_bet bigint not null default 0 check (valid_bet >= 0),
  deposit bigint not null default 0 check (deposit >= 0),
  -- When the member reached or fell to its level: a level not held for a whole review period
  -- is not reviewed at its end.
  level_since timestamptz not null default now(),
  primary key (merchant_id, member_id),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);

-- How far each brand's play and deposits were counted, and the end of the last review period
-- reviewed. The job moves them in the same transaction as what it counted or reviewed, under
-- this row's lock, so a window counts once and a period is reviewed once.
create table vip_mark (
  merchant_id integer primary key references merchant (id),
  counted_until timestamptz not null,
  reviewed_until timestamptz not null
);

-- Every level change, for the member's history and the operator.
create table vip_change (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  from_level integer not null check (from_level >= 0),
  to_level integer not null check (to_level >= 0),
  reason text not null check (reason in ('upgrade', 'downgrade', 'operator')),
  created_at timestamptz not null default now(),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);
create index vip_change_member on vip_change (member_id, id desc);

-- Manual rebate: bets settled before `rebated_until` were rebated (or were there before the
-- member's first claim window). A claim moves it in the same transaction as its bonus.
create table rebate_mark (
  merchant_id integer not null,
  member_id bigint not null,
  rebated_until timestamptz not null,
  primary key (merchant_id, member_id),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);

-- Today's rebate claims against the brand's daily cap.
create index bonus_member_source on bonus (member_id, source, created_at);
