import { messageText, type MessageLanguage } from '@portal/contract/messages';
import {
  periodsOf,
  type LimitKind,
  type LimitPeriod,
} from '@portal/contract/responsible-gaming/schemas';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { changeOf, limitAt, saveLimit, type LimitRow } from './limits.ts';
import { rgSettings } from './rg-settings.ts';
import { wireValue } from './status.ts';

/** Minutes in a day: a daily session limit cannot be longer. */
const dayMinutes = 1440n;

/** Creates the member's `rg_member` row if missing and locks it. */
export async function lockMember(tx: Tx, merchantId: number, memberId: string): Promise<void> {
  await tx.query(
    `insert into rg_member (merchant_id, member_id) values ($1, $2) on conflict do nothing`,
    [merchantId, memberId],
  );
  await tx.query('select 1 from rg_member where member_id = $1 for update', [memberId]);
}

function parseValue(
  merchant: Merchant,
  kind: LimitKind,
  text: string | null,
  language: MessageLanguage,
): bigint | null {
  if (text === null) return null;
  const bad = () =>
    new AppError('invalid_input', { value: messageText('field_invalid', language) });
  let value: bigint;
  if (kind === 'session') {
    if (!/^[0-9]+$/u.test(text)) throw bad();
    value = BigInt(text);
    if (value > dayMinutes) throw bad();
  } else {
    try {
      value = merchant.money.parse(text);
    } catch {
      throw bad();
    }
  }
  if (value <= 0n) throw bad();
  return value;
}

/**
 * Sets a limit inside the caller's transaction: lower (or first) at once, higher or removed
 * after the brand's cool-down (see `changeOf`). Audited with the limit before and after.
 */
export async function setLimit(
  tx: Tx,
  merchant: Merchant,
  memberId: string,
  input: { kind: LimitKind; period: LimitPeriod; value: string | null },
  now: number,
  ctx: { language: MessageLanguage; ip: string },
): Promise<void> {
  if (!periodsOf[input.kind].includes(input.period))
    throw new AppError('invalid_input', { period: messageText('field_invalid', ctx.language) });
  const wanted = parseValue(merchant, input.kind, input.value, ctx.language);
  const settings = await rgSettings(tx, merchant);
  await lockMember(tx, merchant.id, memberId);
  const [row] = await tx.query<LimitRow>(
    `select kind, period, value, pending_value, pending_remove, pending_at from rg_limit
     where member_id = $1 and kind = $2 and period = $3`,
    [memberId, input.kind, input.period],
  );
  const current = row ? limitAt(row, now).value : null;
  const next = changeOf(current, wanted, now, settings.loosenDelayHours * 3_600_000);
  await saveLimit(tx, memberId, input.kind, input.period, next);
  await recordAudit(tx, {
    merchantId: merchant.id,
    memberId,
    action: 'rg_limit',
    ip: ctx.ip,
    detail: {
      kind: input.kind,
      period: input.period,
      before: wireValue(merchant, input.kind, current),
      after: wireValue(merchant, input.kind, next.value),
      pending: next.pending ? wireValue(merchant, input.kind, next.pending.value) : null,
      pendingAt: next.pending?.at.toISOString() ?? null,
    },
  });
}
