import type { RealityCheckEvent } from '@portal/contract/responsible-gaming/schemas';
import { forEachMerchant, type JobLog } from '../../merchant/each-merchant.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { rgSettings } from './rg-settings.ts';
import { netOfLast } from './usage.ts';

/** The recurring job's name. */
export const realityCheckJob = 'rg-reality-check';

interface DueRow {
  session_id: bigint;
  member_id: bigint;
  created_at: Date;
  reminded_at: Date | null;
  answered: boolean | null;
  reality_minutes: number | null;
}

/**
 * Sends the reality checks that are due on one brand: every live session whose last reminder
 * (or start) lies the member's interval ago, and whose last reminder was answered, gets one on
 * the member's sockets with the session's minutes and net result. The reminder is recorded
 * unanswered first (only one node wins the update), which pauses the member's bets until
 * `realityAck`; the push follows the commit, and is repeated each run until answered. Returns
 * how many new reminders went out.
 */
export async function sendDueRealityChecks(
  platform: Pick<Platform, 'db' | 'realtime'>,
  merchant: Merchant,
  now: number,
): Promise<number> {
  const settings = await rgSettings(platform.db, merchant);
  const rows = await platform.db.query<DueRow>(
    `select s.id as session_id, s.member_id, s.created_at, r.reminded_at, r.answered,
            g.reality_minutes
     from member_session s
     left join rg_reality r on r.session_id = s.id
     left join rg_member g on g.member_id = s.member_id
     where s.merchant_id = $1 and s.ended_at is null and s.state = 'active'
       and s.expires_at > $2 and s.side = 'member'`,
    [merchant.id, new Date(now)],
  );
  let sent = 0;
  const push = async (row: DueRow, memberId: string) => {
    const event: RealityCheckEvent = {
      sessionMinutes: Math.floor((now - row.created_at.getTime()) / 60_000),
      net: merchant.money.format(
        await netOfLast(platform.db, memberId, now - row.created_at.getTime()),
      ),
      at: new Date(now).toISOString(),
    };
    await platform.realtime
      .sendToMember(merchant.id, memberId, { type: 'reality_check', payload: event })
      .catch(() => undefined);
  };
  for (const row of rows) {
    // Unanswered: sent again each run, so a page that was closed or offline when it first went
    // out shows it once it is back, instead of bets being refused with no reminder to answer.
    if (row.answered === false) {
      await push(row, String(row.member_id));
      continue;
    }
    const minutes = row.reality_minutes ?? settings.realityCheckMinutes;
    const last = (row.reminded_at ?? row.created_at).getTime();
    if (now - last < minutes * 60_000) continue;
    const memberId = String(row.member_id);
    const claimed = await platform.db.transaction(async (tx) => {
      await tx.query(
        'insert into rg_member (merchant_id, member_id) values ($1, $2) on conflict do nothing',
        [merchant.id, memberId],
      );
      const marked = await tx.query(
        `insert into rg_reality (session_id, member_id, reminded_at, answered)
         values ($1, $2, $3, false)
         on conflict (session_id) do update set reminded_at = excluded.reminded_at, answered = false
         where rg_reality.answered and rg_reality.reminded_at = $4
         returning session_id`,
        [String(row.session_id), memberId, new Date(now), row.reminded_at],
      );
      return marked.length > 0;
    });
    if (!claimed) continue;
    await push(row, memberId);
    sent += 1;
  }
  return sent;
}

/** Registers the job: every minute, each brand's due reminders. */
export function registerRealityChecks(platform: Platform, log?: JobLog): void {
  platform.jobs.every(realityCheckJob, 60, () =>
    forEachMerchant(
      platform,
      'reality checks',
      (merchant) => sendDueRealityChecks(platform, merchant, platform.clock.now()),
      log,
    ),
  );
}

/** The member continues: every waiting reminder is answered, and the interval starts again. */
export async function answerRealityCheck(
  platform: Pick<Platform, 'db'>,
  memberId: string,
  now: number,
): Promise<void> {
  await platform.db.query(
    `update rg_reality set answered = true, reminded_at = $2 where member_id = $1 and not answered`,
    [memberId, new Date(now)],
  );
}
