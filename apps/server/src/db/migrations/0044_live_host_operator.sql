-- Live hosts as accounts: a `host` operator presents one room, changes its status and
-- moderates it from the console. An owner links the account to the room.
alter table operator drop constraint operator_role_check;
alter table operator add constraint operator_role_check
  check (role in ('owner', 'finance', 'risk', 'content', 'support', 'readonly', 'host'));

alter table live_host add column operator_id bigint unique references operator (id);
