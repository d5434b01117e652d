import { redeemInput, shippingInput } from '@portal/contract/points';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { pointsOf, quantityOf } from './points-math.ts';

/** The redeem form's fields; shipping is sent for goods only. */
export interface RedeemValues {
  quantity: string;
  shipping: { recipient: string; phone: string; address: string };
  withdrawPassword: string;
}

/** The empty form. */
export const redeemDefaults: RedeemValues = {
  quantity: '1',
  shipping: { recipient: '', phone: '', address: '' },
  withdrawPassword: '',
};

/** What the redeem form is checked against. */
export interface RedeemRules {
  goods: boolean;
  /** Most units the member may ask for. */
  cap: number;
  /** Points one unit costs. */
  cost: string;
  /** The member's points; undefined while unknown. */
  balance: string | undefined;
  /** The messages of a quantity out of range and of a total above the balance. */
  messages: { range: string; notEnough: string };
}

const anyText = z.object({ recipient: z.string(), phone: z.string(), address: z.string() });

/**
 * The redeem form's resolver: the contract's own shipping and password rules, and a quantity of
 * 1 to the cap whose total the member's points cover.
 */
export function redeemResolver({ goods, cap, cost, balance, messages }: RedeemRules) {
  const schema = z.object({
    quantity: z.string().check(
      z.check<string>((payload) => {
        const quantity = quantityOf(payload.value, cap);
        const message =
          quantity === null
            ? messages.range
            : balance !== undefined && pointsOf(cost) * BigInt(quantity) > pointsOf(balance)
              ? messages.notEnough
              : null;
        if (message !== null)
          payload.issues.push({ code: 'custom', message, input: payload.value });
      }),
    ),
    shipping: goods ? shippingInput : anyText,
    withdrawPassword: redeemInput.shape.withdrawPassword,
  });
  return zodResolver(schema) as Resolver<RedeemValues>;
}
