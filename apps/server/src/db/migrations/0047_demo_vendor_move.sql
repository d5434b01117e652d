-- A demo vendor's transfer as one statement (`DemoVendorWallet.move`): the wallet's lock, the
-- reference's check, the record and the new balance were five exchanges with the database
-- (BEGIN and COMMIT counted) on the same connection as the platform's own statements. A real
-- vendor keeps its books elsewhere; the demo's now cost one exchange.
--
-- Applies a transfer once per reference under the member's wallet row lock (the wallet is
-- opened on the first transfer), so concurrent replays of one reference apply it once. Answers
-- `state`: 'moved' (applied now), 'replayed' (the reference was applied with the same amount
-- and direction), 'mismatch' (it was applied with others) or 'short' (the wallet would go below
-- zero; nothing written), and `balance`, the wallet's balance after the reference's transfer
-- (its current balance when short).
create or replace function demo_vendor_move(
  p_merchant integer,
  p_member bigint,
  p_vendor text,
  p_reference text,
  p_direction text,
  p_amount bigint
) returns table (state text, balance bigint)
language plpgsql as $$
#variable_conflict use_column
declare
  v_balance bigint;
  v_after bigint;
  v_seen record;
begin
  select w.balance into v_balance from demo_vendor_wallet w
  where w.merchant_id = p_merchant and w.member_id = p_member and w.vendor = p_vendor
  for update;
  if not found then
    insert into demo_vendor_wallet (merchant_id, member_id, vendor)
    values (p_merchant, p_member, p_vendor)
    on conflict do nothing;
    select w.balance into v_balance from demo_vendor_wallet w
    where w.merchant_id = p_merchant and w.member_id = p_member and w.vendor = p_vendor
    for update;
  end if;
  select t.balance_after, t.amount, t.direction into v_seen from demo_vendor_transfer t
  where t.merchant_id = p_merchant and t.vendor = p_vendor and t.reference = p_reference;
  if found then
    return query select case when v_seen.amount = p_amount and v_seen.direction = p_direction
      then 'replayed' else 'mismatch' end, v_seen.balance_after;
    return;
  end if;
  v_after := v_balance + case when p_direction = 'in' then p_amount else -p_amount end;
  if v_after < 0 then
    return query select 'short'::text, v_balance;
    return;
  end if;
  insert into demo_vendor_transfer (merchant_id, vendor, reference, member_id, direction, amount,
    balance_after)
  values (p_merchant, p_vendor, p_reference, p_member, p_direction, p_amount, v_after);
  update demo_vendor_wallet w set balance = v_after
  where w.merchant_id = p_merchant and w.member_id = p_member and w.vendor = p_vendor;
  return query select 'moved'::text, v_after;
end;
$$;
