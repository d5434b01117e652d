import { messageText, type MessageLanguage } from '@portal/contract/messages';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { excludedAt } from './enforce.ts';
import { rgSettings } from './rg-settings.ts';
import { lockMember } from './set-limit.ts';

/** The floor under every self-exclusion, whatever the brand configures. */
const minExclusionMs = 30 * 86_400_000;

export type ExcludeInput =
  { kind: 'cool_off'; hours: number } | { kind: 'self_exclusion'; months: number | null };

/** `now` plus whole calendar months (UTC), never less than the 30-day floor. */
export function monthsLater(now: number, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + months);
  return new Date(Math.max(date.getTime(), now + minExclusionMs));
}

/**
 * Starts a cool-off or self-exclusion: checks the choice against the brand's rules, refuses to
 * end earlier than one that runs (`rg_exclusion_shorter`: only an operator lift, with four
 * eyes, ends one early), records it, ends every session of the member and audits, all in one
 * transaction. Returns the ended sessions for `forget` after commit.
 */
export async function exclude(
  platform: Pick<Platform, 'sessionStore'>,
  tx: Tx,
  merchant: Merchant,
  memberId: string,
  input: ExcludeInput,
  now: number,
  ctx: { language: MessageLanguage; ip: string },
) {
  const settings = await rgSettings(tx, merchant);
  const invalid = (field: string) =>
    new AppError('invalid_input', { [field]: messageText('field_invalid', ctx.language) });
  let until: Date | null;
  if (input.kind === 'cool_off') {
    if (input.hours < settings.coolOffMinHours || input.hours > settings.coolOffMaxHours)
      throw invalid('hours');
    until = new Date(now + input.hours * 3_600_000);
  } else if (input.months === null) {
    if (!settings.selfExclusionPermanent) throw invalid('months');
    until = null;
  } else {
    if (!settings.selfExclusionMonths.includes(input.months)) throw invalid('months');
    until = monthsLater(now, input.months);
  }
  await lockMember(tx, merchant.id, memberId);
  const [row] = await tx.query<{
    exclusion_kind: 'cool_off' | 'self_exclusion' | null;
    excluded_until: Date | null;
  }>('select exclusion_kind, excluded_until from rg_member where member_id = $1', [memberId]);
  if (row && excludedAt(row, now)) {
    const runningEnd = row.excluded_until?.getTime() ?? Infinity;
    const newEnd = until?.getTime() ?? Infinity;
    if (newEnd < runningEnd) throw new AppError('rg_exclusion_shorter');
  }
  await tx.query(
    `update rg_member set exclusion_kind = $2, excluded_at = $3, excluded_until = $4
     where member_id = $1`,
    [memberId, input.kind, new Date(now), until],
  );
  const ended = await platform.sessionStore.endAllOf(tx, merchant.id, memberId, input.kind);
  await recordAudit(tx, {
    merchantId: merchant.id,
    memberId,
    action: 'rg_exclusion',
    ip: ctx.ip,
    detail: { kind: input.kind, until: until?.toISOString() ?? null, sessionsEnded: ended.length },
  });
  return {
    view: {
      kind: input.kind,
      since: new Date(now).toISOString(),
      until: until?.toISOString() ?? null,
    },
    ended,
  };
}
