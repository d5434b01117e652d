-- Turnover sources (issue 5): how much of a deposit or a raffle prize the member must bet before
-- it can be withdrawn, as a percentage of the amount (100 = bet it once). Existing channels and
-- promotions keep asking for none; operators raise it per channel and per raffle.
alter table deposit_channel
  add column turnover_percent integer not null default 0
    check (turnover_percent between 0 and 10000);
alter table promotion
  add column turnover_percent integer not null default 0
    check (turnover_percent between 0 and 10000);
