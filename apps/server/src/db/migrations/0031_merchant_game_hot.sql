-- Per-brand hot games: the hot badge and the hot lists were global (`game.is_hot`), so one
-- brand could not feature a game without featuring it for every brand. A row here overrides the
-- global flag for one brand, both ways; a brand with no row follows the catalogue. The table is
-- sparse like `merchant_vendor_off` and `merchant_game_off`: the catalogue queries left join it
-- on its primary key, which is all they need, and read `coalesce(h.hot, g.is_hot)`.
create table merchant_game_hot (
  merchant_id integer not null references merchant (id) on delete cascade,
  game_id bigint not null references game (id) on delete cascade,
  hot boolean not null,
  primary key (merchant_id, game_id)
);
-- A game's removal cascades here; without this index every deleted game would scan the table.
create index merchant_game_hot_game on merchant_game_hot (game_id);
