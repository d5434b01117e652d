import { formErrorShower } from '../../shared/money/wallet-errors.ts';

/**
 * Shows a refused redemption or conversion where it belongs: password and amount refusals under
 * their input, anything else (not enough points, the reward gone) above the form.
 */
export const showPointsError = formErrorShower({
  wrong_withdraw_password: 'withdrawPassword',
  enter_withdraw_password: 'withdrawPassword',
  points_convert_amount: 'points',
  points_shipping_required: 'shipping.recipient',
});
