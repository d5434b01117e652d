import type { receivingAccount } from '@portal/contract/withdrawals';
import type * as z from 'zod/mini';

/** How a receiving account reads in selects and dialogs: kind, institution, last characters. */
export function accountLabel(account: z.infer<typeof receivingAccount>, kind: string): string {
  return `${kind} · ${account.institution} ···· ${account.maskedNumber.slice(-4)} (${account.holderName})`;
}
