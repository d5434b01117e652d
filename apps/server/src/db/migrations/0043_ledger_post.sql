-- A ledger post as one statement: the locking read, the checks, the transaction row, its
-- entries and the cached balances in one call (docs/decisions/0023-ledger-post-function.md).
-- The rules are those `postTransfer` applied over two statements; the caller still checks the
-- request's shape (at least two non-zero entries summing to zero, each account once).
--
-- Answers one row: `state` is 'posted' (a new transaction), 'replayed' (the key was posted
-- with the same entries: its transaction), 'conflict' (the key was used for other entries) or
-- 'short' (`account`, the first in request order, would go below zero). Nothing is written
-- unless 'posted', and nothing is raised for those outcomes, so the caller's transaction stays
-- usable. An unknown account, another merchant's or a second currency raises 22023.
create or replace function portal_ledger_post(
  p_merchant integer,
  p_kind text,
  p_key text,
  p_at timestamptz,
  p_accounts bigint[],
  p_amounts bigint[]
) returns table (txn bigint, state text, account bigint)
language plpgsql as $$
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
    select l.id, l.merchant_id, l.kind, l.house_name, l.currency, l.balance, x.amount, x.at
    from ledger_account l
    join unnest(p_accounts, p_amounts) with ordinality as x(id, amount, at) on x.id = l.id
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
  if v_found <> cardinality(p_accounts) then
    raise exception 'unknown ledger account' using errcode = '22023';
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
      update ledger_account l set balance = l.balance + x.amount
      from unnest(p_accounts, p_amounts) as x(id, amount) where l.id = x.id;
      return query select v_txn, 'posted'::text, null::bigint;
      return;
    end if;
  end if;

  -- A replay of a key already posted answers the first transaction, whatever the balances are
  -- now; another transfer under the key is a conflict.
  select t.id, t.request_hash into v_existing_id, v_existing_hash
  from ledger_txn t where t.merchant_id = p_merchant and t.idempotency_key = p_key;
  if v_existing_id is not null then
    if v_existing_hash <> v_hash then
      return query select null::bigint, 'conflict'::text, null::bigint;
    else
      return query select v_existing_id, 'replayed'::text, null::bigint;
    end if;
    return;
  end if;
  if v_short is not null then
    return query select null::bigint, 'short'::text, v_short;
    return;
  end if;
  raise exception 'ledger transaction % neither new nor found', p_key;
end;
$$;

-- `ledger_entry_account_history (account_id, id desc)` serves every lookup by account; this
-- index only cost a second insert per entry.
drop index if exists ledger_entry_account;
