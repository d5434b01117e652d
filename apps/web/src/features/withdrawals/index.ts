/**
 * The withdrawals feature's public face: the withdrawal password and receiving accounts, which
 * the member's security centre shows beside the contact bindings.
 */
export { ReceivingAccounts } from './receiving-accounts.tsx';
export { WithdrawPasswordForm } from './withdraw-password-form.tsx';
