import type { FieldRule } from '@portal/contract/patterns';
import * as z from 'zod/mini';
import { ruleText, sameAs } from '../../shared/forms/rule-text.ts';

/** Values of the change, reset and phone password forms. */
export interface NewPasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Spec section 5, change password: the current password required unless known (the forced
 * change), the new one required and checked with the password rule, the confirmation equal.
 */
export function newPasswordSchema(rule: FieldRule | undefined, askOldPassword: boolean) {
  return z
    .object({
      oldPassword: askOldPassword ? ruleText({ required: true, trim: false }) : z.string(),
      newPassword: ruleText({ rule, required: true, trim: false }),
      confirmNewPassword: ruleText({ required: true, trim: false }),
    })
    .check(sameAs<NewPasswordValues>('newPassword', 'confirmNewPassword'));
}

/** Server codes that belong under one of the password inputs rather than above the form. */
export const passwordFieldCodes: Record<string, keyof NewPasswordValues> = {
  wrong_old_password: 'oldPassword',
  password_reuse: 'newPassword',
  confirmation_mismatch: 'confirmNewPassword',
};
