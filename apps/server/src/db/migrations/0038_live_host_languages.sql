-- Live hosts: the presented game's name and the tags per language ({"PT": ..., "EN": ...}),
-- so an English page shows no Portuguese words; `game_name` and `tags` stay the fallback.
alter table live_host
  add column game_names jsonb not null default '{}',
  add column tag_names jsonb not null default '{}';
