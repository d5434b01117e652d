-- `portal_ledger_post` (migration 0043, ADR 0023) with the same rules, answers and digest, for
-- less work per post:
-- - Its statements are planned once (`plan_cache_mode = force_generic_plan`, for the call
--   only). They take the request's accounts and amounts as arrays, whose length a generic plan
--   cannot know, so the plan cache judged every generic plan dearer than a plan made for the
--   call's own values and planned each statement on every post. Each statement finds its
--   rows by a primary or unique key (or only inserts them) whatever the values, so one plan
--   serves every call.
-- - It finds, locks and updates its accounts by `id = any(p_accounts)`, each taking its amount
--   by its place in the request, where it joined the accounts with the unnested request (once
--   to lock them, again to update them).
-- - It answers its row through the output columns (`return next`) rather than by a query.
--
-- An account named twice is now refused (22023) rather than joined twice; `postTransfer`
-- refuses such a request before it reaches the database.
create or replace function portal_ledger_post(
  p_merchant integer,
  p_kind text,
  p_key text,
  p_at timestamptz,
  p_accounts bigint[],
  p_amounts bigint[]
) returns table (txn bigint, state text, account bigint)
language plpgsql
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  v_found integer := 0;
  v_currency text;
  v_parts text[] := '{}';
  v_short bigint;
  v_short_at integer;
  v_hash text;
  v_txn bigint;
  v_existing_id bigint;
  v_existing_hash text;
  a record;
begin
  -- Locked in id order, so two posts over the same accounts cannot deadlock.
  for a in
    select l.id, l.merchant_id, l.kind, l.house_name, l.currency, l.balance,
      p_amounts[array_position(p_accounts, l.id)] as amount,
      array_position(p_accounts, l.id) as at
    from ledger_account l
    where l.id = any(p_accounts)
    order by l.id
    for update of l
  loop
    v_found := v_found + 1;
    if a.merchant_id <> p_merchant then
      raise exception 'accounts of another merchant' using errcode = '22023';
    end if;
    if v_currency is null then
      v_currency := a.currency;
    elsif v_currency <> a.currency then
      raise exception 'accounts in different currencies' using errcode = '22023';
    end if;
    -- A house leg counts by the house account's name, not the bucket row it landed on: a retry
    -- may be spread to another bucket and is still the same transfer.
    v_parts := array_append(v_parts, (case when a.kind = 'house' then 'house:' || a.house_name
      else a.id::text end) || ':' || a.amount::text);
    if a.kind <> 'house' and a.balance + a.amount < 0
      and (v_short_at is null or a.at < v_short_at) then
      v_short := a.id;
      v_short_at := a.at;
    end if;
  end loop;
  -- An account given twice is found once, so it fails here too (`postTransfer` refuses it first).
  if v_found <> cardinality(p_accounts) then
    raise exception 'unknown or repeated ledger account' using errcode = '22023';
  end if;
  -- The same digest the ledger has always stored: SHA-256 of kind|sorted entries.
  v_hash := encode(sha256(convert_to(p_kind || '|' || array_to_string(
    array(select p from unnest(v_parts) as p order by p collate "C"), ','), 'UTF8')), 'hex');

  if v_short is null then
    insert into ledger_txn (merchant_id, kind, idempotency_key, request_hash, created_at)
    values (p_merchant, p_kind, p_key, v_hash, coalesce(p_at, now()))
    on conflict (merchant_id, idempotency_key) do nothing
    returning id into v_txn;
    if v_txn is not null then
      insert into ledger_entry (txn_id, account_id, amount)
      select v_txn, x.id, x.amount from unnest(p_accounts, p_amounts) as x(id, amount);
      update ledger_account l set balance = l.balance + p_amounts[array_position(p_accounts, l.id)]
      where l.id = any(p_accounts);
      txn := v_txn;
      state := 'posted';
      return next;
      return;
    end if;
  end if;

  -- A replay of a key already posted answers the first transaction, whatever the balances are
  -- now; another transfer under the key is a conflict.
  select t.id, t.request_hash into v_existing_id, v_existing_hash
  from ledger_txn t where t.merchant_id = p_merchant and t.idempotency_key = p_key;
  if v_existing_id is not null then
    if v_existing_hash <> v_hash then
      state := 'conflict';
    else
      txn := v_existing_id;
      state := 'replayed';
    end if;
    return next;
    return;
  end if;
  if v_short is not null then
    state := 'short';
    account := v_short;
    return next;
    return;
  end if;
  raise exception 'ledger transaction % neither new nor found', p_key;
end;
$$;
