-- Customer-service chat for visitors with a contact: a conversation belongs to a member or to
-- a visitor, who holds an unguessable token (kept in the browser); only its SHA-256 is stored,
-- so a leaked table cannot be used to read a visitor's conversation.
alter table live_support_conversation
  alter column member_id drop not null,
  add column visitor_token_hash text,
  add column visitor_name text,
  add column visitor_contact text,
  add constraint live_support_owner check (
    (member_id is null) <> (visitor_token_hash is null)
    and (visitor_token_hash is null or (visitor_name is not null and visitor_contact is not null))
  ),
  add constraint live_support_visitor unique (merchant_id, visitor_token_hash);
