-- The catalogue's version: one counter that every statement writing a table the cached
-- catalogue answers are read from moves, inside the writing transaction. A node renewing an
-- answer past its age reads this one row first and keeps the answer when the counter has not
-- moved since the answer was read (`modules/games/catalogue-cache.ts`), instead of reading a
-- page, a count or the whole name index again every 30 s. Changes still reach every node at
-- once through `catalogue.invalidate()`; the counter makes the age a cheap safety net for a
-- change whose message was lost, or one written without it. Writes to these tables are
-- operator switches and catalogue imports, never a player's request, so the one row they all
-- update is not a point of contention.
create table catalogue_version (
  id boolean primary key default true check (id),
  version bigint not null default 0
);
insert into catalogue_version default values;

create or replace function portal_catalogue_moved() returns trigger language plpgsql as $$
begin
  update catalogue_version set version = version + 1;
  return null;
end;
$$;

create trigger game_catalogue_moved after insert or update or delete or truncate on game
  for each statement execute function portal_catalogue_moved();
create trigger game_vendor_catalogue_moved
  after insert or update or delete or truncate on game_vendor
  for each statement execute function portal_catalogue_moved();
create trigger game_classify_catalogue_moved
  after insert or update or delete or truncate on game_classify
  for each statement execute function portal_catalogue_moved();
create trigger merchant_vendor_off_catalogue_moved
  after insert or update or delete or truncate on merchant_vendor_off
  for each statement execute function portal_catalogue_moved();
create trigger merchant_game_off_catalogue_moved
  after insert or update or delete or truncate on merchant_game_off
  for each statement execute function portal_catalogue_moved();
create trigger merchant_game_hot_catalogue_moved
  after insert or update or delete or truncate on merchant_game_hot
  for each statement execute function portal_catalogue_moved();
