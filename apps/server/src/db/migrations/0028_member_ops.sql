-- The console's Members page: an operator may require a member's next password login to change
-- the password (cleared by every successful change or reset), and keeps notes on a member.

alter table member add column password_change_required boolean not null default false;

-- Operators' notes on a member: added, never edited or removed (the audit log records each).
create table member_note (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  member_id bigint not null,
  operator_id bigint not null references operator (id),
  text text not null check (length(text) between 1 and 1000),
  created_at timestamptz not null default now(),
  foreign key (merchant_id, member_id) references member (merchant_id, id)
);
create index member_note_member on member_note (member_id, id desc);
create trigger member_note_append_only before update or delete on member_note
  for each row execute function portal_append_only();

-- The Members search: an account prefix and an email, case-insensitively.
create index member_account_prefix on member (merchant_id, lower(account) text_pattern_ops);
create index member_email_lower on member (merchant_id, lower(email)) where email is not null;
