-- Merchant private keys are kept sealed (AES-256-GCM with a key from configuration, named by
-- sealing_key_id), never as plain JWK. Rows written plain (the demo seed, keys from before this
-- migration) are sealed by the server's start-up step, which also moves rows sealed under a
-- retired key to the current one.
alter table merchant_key alter column private_jwk drop not null;
alter table merchant_key add column private_key_sealed text;
alter table merchant_key add column sealing_key_id text;
alter table merchant_key add constraint merchant_key_sealed_or_plain check (
  (private_jwk is null) = (private_key_sealed is not null)
  and (private_key_sealed is null) = (sealing_key_id is null)
);
