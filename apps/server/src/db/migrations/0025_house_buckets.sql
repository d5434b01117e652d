-- House accounts in buckets (docs/decisions/0017-house-account-buckets.md): one house account
-- name is several rows, so transfers of different members against the same house account lock
-- different rows and do not queue behind one. A house account's balance is the sum of its
-- buckets. Existing house accounts become bucket 0.
alter table ledger_account add column house_bucket smallint not null default 0;
alter table ledger_account add constraint ledger_account_house_bucket_check
  check (house_bucket >= 0 and (kind = 'house' or house_bucket = 0));
drop index ledger_account_house_key;
create unique index ledger_account_house_key
  on ledger_account (merchant_id, house_name, currency, house_bucket)
  where kind = 'house';
