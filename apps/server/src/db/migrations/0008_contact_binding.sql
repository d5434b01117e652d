-- Binding (or changing) a member's mobile number and email from the security centre.

-- SMS codes get a `bind` purpose: a code sent to a new number, answered by the member who asked.
-- The inline check of 0002 carries Postgres's generated name.
alter table sms_code drop constraint if exists sms_code_purpose_check;
alter table sms_code add constraint sms_code_purpose_check
  check (purpose in ('login', 'reset', 'device', 'register', 'bind'));

-- Codes emailed to an address a member wants to bind: salted and hashed like SMS codes, five
-- tries, single use. A code answers only the member who asked, for that address only.
create table email_code (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  email text not null,
  code_salt text not null,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz,
  foreign key (merchant_id, member_id) references member (merchant_id, id) on delete cascade
);
create index email_code_lookup on email_code (merchant_id, member_id, lower(email), id desc);
create index email_code_expires on email_code (expires_at);
