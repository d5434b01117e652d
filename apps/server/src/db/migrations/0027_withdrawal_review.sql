-- Withdrawal review: a brand may hold withdrawals above an amount for an operator's approval
-- (`review`, funds held) before the payout is sent; above a second amount the approval is a
-- four-eyes request. Null thresholds: no withdrawal waits (the payout goes out at once).
alter table withdraw_limit
  add column review_above bigint check (review_above >= 0),
  add column four_eyes_above bigint check (four_eyes_above >= 0);

alter table withdrawal drop constraint withdrawal_status_check;
alter table withdrawal add constraint withdrawal_status_check check (
  status in ('review', 'pending', 'awaiting_confirmation', 'completed', 'disputed', 'failed')
);
-- Who let a reviewed withdrawal's payout go, or refused it.
alter table withdrawal
  add column reviewed_by bigint references operator (id),
  add column reviewed_at timestamptz;

drop index withdrawal_open;
create index withdrawal_open on withdrawal (merchant_id, status, id)
  where status in ('review', 'pending', 'disputed');
drop index withdrawal_account_open;
create index withdrawal_account_open on withdrawal (account_id)
  where status in ('review', 'pending', 'awaiting_confirmation', 'disputed');

-- Four-eyes requests on withdrawals: letting a large one's payout go (`withdrawal_payout`, moves
-- nothing when decided: the payout does) and a dispute's resolution (`withdrawal_dispute`, its
-- refund posted with the decision; a zero amount refuses the dispute).
alter table operator_approval drop constraint operator_approval_kind_check;
alter table operator_approval add constraint operator_approval_kind_check
  check (kind in ('balance_adjustment', 'withdrawal_payout', 'withdrawal_dispute'));
alter table operator_approval add column withdrawal_id bigint references withdrawal (id);
alter table operator_approval add constraint operator_approval_withdrawal_check
  check ((kind = 'balance_adjustment') = (withdrawal_id is null));
alter table operator_approval drop constraint operator_approval_amount_check;
alter table operator_approval add constraint operator_approval_amount_check
  check (amount <> 0 or kind = 'withdrawal_dispute');
alter table operator_approval drop constraint operator_approval_check2;
alter table operator_approval add constraint operator_approval_txn_check
  check (kind <> 'balance_adjustment' or (state = 'approved') = (ledger_txn_id is not null));
-- One open request per withdrawal.
create unique index operator_approval_withdrawal_open on operator_approval (withdrawal_id)
  where state = 'pending';

-- A database seeded before this migration: the demo brand's withdrawals over 1000.00 wait for
-- review, over 5000.00 for two operators (a fresh one gets them from the withdraw-limit seeder).
update withdraw_limit l set review_above = 100000, four_eyes_above = 500000
  from merchant m where m.id = l.merchant_id and m.code = 'demo' and m.currency_scale = 2;
