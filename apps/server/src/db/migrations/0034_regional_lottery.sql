-- Games drawn on a weekly rota at a local time (the VN stations, 4D's draw days): one period
-- per draw, in the draw's own time zone (`lottery/draw-schedule.ts` in the contract holds the
-- JSON's schema). Null: periods tile the brand's day by `period_seconds`, as before.
alter table lottery_game add column draw_schedule jsonb;
alter table lottery_game add constraint lottery_game_rota
  check (draw_schedule is null or period_seconds = 86400);

-- The regional lotteries (reference 3.6, 3.7): VN stations draw a tiered board (North 27
-- numbers, Central and South 18), SEA draws 4D (23 numbers) and Thai (6); results stay an
-- integer array in tier order. `region` places a game on /vnLottery (MB, MT, MN) or
-- /seaLottery (4D, THAI); null for the LOTT and ELOTT lanes' games.
alter table lottery_game drop constraint lottery_game_family_check;
alter table lottery_game add constraint lottery_game_family_check
  check (family in ('SSC', '11X5', 'PK10', 'LHC', 'LF', 'VN', 'SEA'));
alter table lottery_game drop constraint lottery_game_shape_check;
alter table lottery_game add constraint lottery_game_shape_check
  check (shape in ('SSC', '11X5', 'PK10', 'LHC', 'LF_3D', 'LF_P5', 'VN_MB', 'VN_MN', 'SEA_4D',
    'SEA_THAI'));
alter table lottery_game add column region text
  check (region in ('MB', 'MT', 'MN', '4D', 'THAI'));
alter table lottery_game add constraint lottery_game_region_family
  check ((region is not null) = (family in ('VN', 'SEA')));

-- Per-hit odds plays (VN, SEA) are sold at odds per key (4D Big: first, second... prizes), kept
-- on the ticket as sold, like a fixed-odds ticket's single `odds`, so a later change of the
-- brand's odds never changes what a sold ticket pays.
alter table lottery_ticket add column hit_odds jsonb;
alter table lottery_ticket add constraint lottery_ticket_one_odds
  check (odds is null or hit_odds is null);
