import type { EndedSession } from '../../auth/session-store.ts';
import type { Tx } from '../../db/db.ts';
import { recordAudit, type AuditAction } from '../audit/audit-log.ts';
import type { Platform } from '../../platform.ts';
import { setPasswordHash } from './member-repo.ts';

/**
 * Stores a new password hash inside the caller's transaction and ends every session of the
 * member. Call `sessionStore.forget` with the result after commit.
 */
export async function replacePassword(
  platform: Pick<Platform, 'sessionStore' | 'clock'>,
  tx: Tx,
  change: {
    merchantId: number;
    memberId: string;
    hash: string;
    ip: string;
    action: Extract<AuditAction, 'password_change' | 'password_reset'>;
    via: string;
  },
): Promise<EndedSession[]> {
  await setPasswordHash(tx, change.memberId, change.hash, new Date(platform.clock.now()));
  const ended = await platform.sessionStore.endAllOf(
    tx,
    change.merchantId,
    change.memberId,
    change.action,
  );
  await recordAudit(tx, {
    merchantId: change.merchantId,
    memberId: change.memberId,
    action: change.action,
    ip: change.ip,
    detail: { via: change.via, sessionsEnded: ended.length },
  });
  return ended;
}
