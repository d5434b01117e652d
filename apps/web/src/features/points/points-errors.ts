import { isApiError } from '../../shared/api/api-error.ts';
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

/**
 * True when the server answered a refusal (4xx): nothing was applied, and the server keeps that
 * answer under the idempotency key, so the member's next try (a smaller quantity, another
 * amount) needs a fresh key or it would meet the stored refusal or `idempotency_mismatch`.
 * A network failure or a 5xx keeps the key: the first request may have gone through.
 */
export function isSettledRefusal(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
