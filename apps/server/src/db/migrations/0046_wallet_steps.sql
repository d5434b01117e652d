-- The two phases of a wallet operation (ADR 0010) as one statement each
-- (docs/decisions/0025-wallet-step-functions.md): `portal_wallet_open` records the operation
-- and holds its money, `portal_wallet_settle` marks it settled and moves its money. Each was
-- three to five exchanges with the database (the operation's row, its two accounts, the
-- ledger post, and BEGIN and COMMIT around a settlement). Money moves through
-- `portal_ledger_post`, as every other movement does.
--
-- Both answer the operation as it stands after the call, with `changed`: whether this call
-- wrote it (opened it; settled it). Being one statement, each call is atomic on its own.

-- `changed`, then wallet_op's columns in the table's order (the functions answer
-- `(v_op).*`): a column added to wallet_op is added here too, or every step refuses to run.
create type portal_wallet_step as (
  changed boolean, id bigint, merchant_id integer, member_id bigint, kind text,
  idempotency_key text, request_hash text, state text, amount bigint, currency text,
  vendor text, channel_id text, provider text, external_ref text, reason text,
  attempts integer, created_at timestamptz, updated_at timestamptz, settled_at timestamptz
);

-- The ids of a member's wallet (main, or the one kept for `p_vendor`) and of a house
-- account's bucket, opened when missing as `memberAccount` and `houseAccount` open them.
-- `p_bucket` is the member's bucket (`houseBucketOf` in ledger.ts: the hash lives there).
create or replace function portal_wallet_accounts(
  p_merchant integer,
  p_member bigint,
  p_currency text,
  p_vendor text,
  p_house text,
  p_bucket integer,
  out member bigint,
  out house bigint
)
language plpgsql as $$
declare
  v_kind text := case when p_vendor is null then 'main' else 'vendor' end;
begin
  for attempt in 1..2 loop
    select
      max(a.id) filter (where a.kind <> 'house'),
      max(a.id) filter (where a.kind = 'house')
    into member, house
    from ledger_account a
    where a.merchant_id = p_merchant and a.currency = p_currency
      and ((a.owner_member_id = p_member and a.kind = v_kind
            and coalesce(a.vendor, '') = coalesce(p_vendor, ''))
        or (a.kind = 'house' and a.house_name = p_house and a.house_bucket = p_bucket));
    exit when member is not null and house is not null;
    insert into ledger_account (merchant_id, kind, owner_member_id, vendor, currency)
    values (p_merchant, v_kind, p_member, p_vendor, p_currency)
    on conflict do nothing;
    insert into ledger_account (merchant_id, kind, house_name, currency, house_bucket)
    values (p_merchant, 'house', p_house, p_currency, p_bucket)
    on conflict do nothing;
  end loop;
end;
$$;

-- Moves an operation's amount between the member's wallet and the house account: `p_out`
-- true takes it from the member. Raises when the post is refused, so nothing of the step is
-- kept: 'WL001' the member's wallet is short, 'WL002' the movement's key was posted with
-- other entries.
create or replace function portal_wallet_move(
  p_op wallet_op,
  p_ledger_kind text,
  p_step text,
  p_vendor text,
  p_house text,
  p_bucket integer,
  p_out boolean
) returns void
language plpgsql as $$
declare
  v_accounts record;
  v_post record;
  v_amount bigint := case when p_out then -p_op.amount else p_op.amount end;
begin
  select * into v_accounts from portal_wallet_accounts(p_op.merchant_id, p_op.member_id,
    p_op.currency, p_vendor, p_house, p_bucket);
  select * into v_post from portal_ledger_post(p_op.merchant_id, p_ledger_kind,
    'wop:' || p_op.id || ':' || p_step, null,
    array[v_accounts.member, v_accounts.house], array[v_amount, -v_amount]);
  if v_post.state = 'short' then
    raise exception 'wallet operation % short of funds', p_op.id using errcode = 'WL001';
  elsif v_post.state = 'conflict' then
    raise exception 'wallet operation % step % posted with other entries', p_op.id, p_step
      using errcode = 'WL002';
  end if;
end;
$$;

-- Phase 1: records the operation as pending and, for a transfer, moves its amount from the
-- member's main wallet (in) or vendor wallet (out) to the vendor's hold account. The same key
-- answers the operation it already names (`changed` false; the caller compares the request).
-- A second pending transfer with the vendor raises the unique violation of
-- `wallet_op_one_pending_transfer`; a short wallet 'WL001'.
create or replace function portal_wallet_open(
  p_merchant integer,
  p_member bigint,
  p_kind text,
  p_key text,
  p_hash text,
  p_amount bigint,
  p_currency text,
  p_vendor text,
  p_channel text,
  p_provider text,
  p_bucket integer
) returns setof portal_wallet_step
language plpgsql as $$
declare
  v_op wallet_op%rowtype;
begin
  insert into wallet_op (merchant_id, member_id, kind, idempotency_key, request_hash, amount,
    currency, vendor, channel_id, provider)
  values (p_merchant, p_member, p_kind, p_key, p_hash, p_amount, p_currency, p_vendor,
    p_channel, p_provider)
  on conflict (merchant_id, member_id, idempotency_key) do nothing
  returning * into v_op;
  if not found then
    select o.* into v_op from wallet_op o
    where o.merchant_id = p_merchant and o.member_id = p_member and o.idempotency_key = p_key;
    return query select false, (v_op).*;
    return;
  end if;
  if p_kind <> 'deposit' then
    perform portal_wallet_move(v_op,
      case when p_kind = 'transfer_in' then 'transfer_in' else 'transfer_out_hold' end, 'hold',
      case when p_kind = 'transfer_out' then p_vendor end, 'transfer-hold:' || p_vendor,
      p_bucket, true);
  end if;
  return query select true, (v_op).*;
end;
$$;

-- Phase 2: posts or voids a pending operation, once. Settling the operation takes its row
-- lock: a settlement running at the same time waits, then finds it settled and changes
-- nothing (`changed` false). No row when the merchant has no such operation.
create or replace function portal_wallet_settle(
  p_op bigint,
  p_merchant integer,
  p_outcome text,
  p_reason text,
  p_bucket integer
) returns setof portal_wallet_step
language plpgsql as $$
declare
  v_op wallet_op%rowtype;
  v_ledger_kind text;
  v_to_vendor boolean;
begin
  update wallet_op o set state = p_outcome, reason = p_reason, settled_at = now(),
    updated_at = now()
  where o.id = p_op and o.merchant_id = p_merchant and o.state = 'pending'
  returning o.* into v_op;
  if not found then
    select o.* into v_op from wallet_op o where o.id = p_op and o.merchant_id = p_merchant;
    if found then
      return query select false, (v_op).*;
    end if;
    return;
  end if;
  -- The ledger kind of the movement; none when nothing was held (a voided deposit).
  v_ledger_kind := case v_op.kind || ':' || p_outcome
    when 'transfer_in:posted' then 'transfer_in_post'
    when 'transfer_in:voided' then 'transfer_in_void'
    when 'transfer_out:posted' then 'transfer_out'
    when 'transfer_out:voided' then 'transfer_out_void'
    when 'deposit:posted' then 'deposit'
  end;
  if v_ledger_kind is not null then
    -- Every settlement moves money from the house side to the member's: held money on to the
    -- vendor wallet (transfer in) or the main wallet (transfer out), or back where it came
    -- from (voided); a deposit's money into the main wallet.
    v_to_vendor := (v_op.kind = 'transfer_in') = (p_outcome = 'posted');
    perform portal_wallet_move(v_op, v_ledger_kind,
      case when p_outcome = 'posted' then 'post' else 'void' end,
      case when v_to_vendor then v_op.vendor end,
      case when v_op.kind = 'deposit' then 'deposits:' || v_op.provider
        else 'transfer-hold:' || v_op.vendor end,
      p_bucket, false);
  end if;
  return query select true, (v_op).*;
end;
$$;
