-- Agent contracts (dividend, daily, hourly and real-time salary) and their bills.
-- docs/decisions/0015-agent-contracts.md explains the lifecycle, the windows and the engines.

-- One contract between a payer (an upline agent, or the house when `upline_id` is null: a top
-- agent's contract, offered by an operator) and a direct downline agent. Terms are the wire's
-- JSON (tiers, period, real-time rates) as validated by the contract package; they never change
-- after the offer: new terms are a new offer that replaces the active contract when accepted.
create table agent_contract (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  kind text not null check (kind in ('dividend', 'dailySalary', 'hourSalary', 'realtimeSalary')),
  upline_id bigint,
  downline_id bigint not null,
  state text not null check (state in
    ('offered', 'active', 'rejected', 'terminationRequested', 'ended', 'expired')),
  terms jsonb not null,
  replaces_id bigint references agent_contract (id),
  offered_at timestamptz not null,
  active_from timestamptz,
  -- A requested termination ends the contract then at the latest (the current period's end).
  ends_at timestamptz,
  ended_at timestamptz,
  end_reason text check (end_reason in
    ('rejected', 'withdrawn', 'terminated', 'replaced', 'uplineRateReduced', 'uplineEnded', 'expired')),
  termination_requested_by text check (termination_requested_by in ('upline', 'downline')),
  -- Every period from `active_from` up to this instant (exclusive) is billed, or passed without
  -- a bill when its window has no counted bet and owes nothing. Never after `ended_at`.
  billed_until timestamptz,
  foreign key (merchant_id, downline_id) references member (merchant_id, id),
  foreign key (merchant_id, upline_id) references member (merchant_id, id),
  check ((state in ('active', 'terminationRequested')) = (active_from is not null and ended_at is null)
         or state in ('ended')),
  check ((ended_at is null) = (state in ('offered', 'active', 'terminationRequested')))
);
-- At most one earning contract and one open offer per downline and kind.
create unique index agent_contract_one_active on agent_contract (downline_id, kind)
  where state in ('active', 'terminationRequested');
create unique index agent_contract_one_offer on agent_contract (downline_id, kind)
  where state = 'offered';
create index agent_contract_upline on agent_contract (upline_id, kind);
-- The contracts not billed to their end: the engine's due query repeats this predicate.
create index agent_contract_earning on agent_contract (merchant_id, kind)
  where active_from is not null and (ended_at is null or billed_until is distinct from ended_at);

-- One bill per contract and period: the engines' exactly-once key. `statement` keeps every input
-- of the computation (window, figures, terms, tier, rate, formula, amount). A bill whose payer
-- was short waits as `insufficient` and is paid by a later run with the same ledger key.
create table contract_bill (
  id bigint generated always as identity primary key,
  merchant_id integer not null,
  contract_id bigint not null references agent_contract (id),
  kind text not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  payer_id bigint,
  payee_id bigint not null,
  state text not null check (state in ('paid', 'insufficient', 'notReached')),
  amount bigint not null check (amount >= 0),
  statement jsonb not null,
  attempts integer not null default 0,
  txn_id bigint,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  unique (contract_id, period_start),
  check ((state = 'paid') = (paid_at is not null)),
  check (state <> 'notReached' or amount = 0)
);
create index contract_bill_payee on contract_bill (payee_id, kind, period_start desc);
create index contract_bill_payer on contract_bill (payer_id, kind, period_start desc);
create index contract_bill_insufficient on contract_bill (merchant_id) where state = 'insufficient';

-- The engines read a merchant's settled bets by settlement time.
create index bet_merchant_settled on bet (merchant_id, settled_at) where status = 'settled';
