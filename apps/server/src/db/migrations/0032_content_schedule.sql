-- Scheduled content: banners, announcements and marquee notices get the window of time that
-- promotions already have, so an operator can prepare a campaign and let it start and end on
-- its own. Both ends are optional (null: shown as soon as switched on, or never ending); the
-- public lists show a row from `start_at` (inclusive) until `end_at` (exclusive). The existing
-- list indexes still lead: a brand holds few rows per list, and the window is a filter on them.
alter table banner
  add column start_at timestamptz,
  add column end_at timestamptz,
  add constraint banner_window check (end_at is null or start_at is null or end_at > start_at);
alter table announcement
  add column start_at timestamptz,
  add column end_at timestamptz,
  add constraint announcement_window
    check (end_at is null or start_at is null or end_at > start_at);
alter table notice
  add column start_at timestamptz,
  add column end_at timestamptz,
  add constraint notice_window check (end_at is null or start_at is null or end_at > start_at);
