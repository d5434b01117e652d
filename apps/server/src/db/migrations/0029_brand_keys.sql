-- Payload key rotation (docs/decisions/0021-brand-management.md): a replaced key pair stays
-- usable for opening payloads until `usable_until`, so clients holding the old public key keep
-- working for a grace time; null on the active pair, and on pairs retired before this column.
alter table merchant_key add column usable_until timestamptz;
alter table merchant_key add column retired_at timestamptz;
