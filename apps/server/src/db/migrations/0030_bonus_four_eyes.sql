-- Four-eyes on operator bonuses: a grant above the brand's threshold (`bonusApproval` setting)
-- waits as a `bonus_grant` request holding the whole grant in `payload`; the decision of a
-- second operator gives it (the bonus row, and its credit for a grant credited at once).
alter table operator_approval drop constraint operator_approval_kind_check;
alter table operator_approval add constraint operator_approval_kind_check
  check (kind in ('balance_adjustment', 'withdrawal_payout', 'withdrawal_dispute', 'bonus_grant'));
alter table operator_approval drop constraint operator_approval_withdrawal_check;
alter table operator_approval add constraint operator_approval_withdrawal_check
  check ((kind in ('balance_adjustment', 'bonus_grant')) = (withdrawal_id is null));
alter table operator_approval add column payload jsonb;
alter table operator_approval add constraint operator_approval_payload_check
  check ((kind = 'bonus_grant') = (payload is not null));
-- One live request per member and grant reference: asking again answers the same request.
create unique index operator_approval_bonus_open on operator_approval
  (merchant_id, member_id, (payload ->> 'reference'))
  where kind = 'bonus_grant' and state <> 'rejected';
