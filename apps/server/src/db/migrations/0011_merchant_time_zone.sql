-- The merchant's time zone (IANA name): the histories' day ranges and the profit chart's days
-- are the merchant's calendar days, not UTC's. `at time zone` refuses an unknown name, so the
-- check keeps typos out. The demo brand is Brazilian.
alter table merchant
  add column time_zone text not null default 'UTC'
    check (length(time_zone) <= 64 and (timestamptz '2000-01-01 00:00:00+00' at time zone time_zone) is not null);
update merchant set time_zone = 'America/Sao_Paulo' where code = 'demo' and currency = 'BRL';
