import type { OpsMemberActionOutput, OpsMemberNote } from '@portal/contract/member/ops';
import type { EndedSession } from '../../auth/session-store.ts';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { auditMemberAct } from '../ops/operators/operator-act.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { memberProfile } from './ops-members-profile.ts';

/**
 * What an operator does to a member's account, each in one transaction with its audit row (the
 * operator and the member named): lock or unlock the login, require a password change at the
 * next login, end the sessions. Ending sessions commits with the change; the nodes forget them
 * after the commit, as a password change does.
 */

interface MemberState {
  login_locked: boolean;
  password_change_required: boolean;
}

/** The member's row, locked for the change; 404 `not_found` when the merchant has none. */
async function lockedMember(tx: Tx, act: OperatorAct, memberId: string): Promise<MemberState> {
  const [row] = await tx.query<MemberState>(
    `select login_locked, password_change_required from member
     where merchant_id = $1 and id = $2 for update`,
    [act.merchant.id, memberId],
  );
  if (!row) throw new AppError('not_found');
  return row;
}

/**
 * Runs a change that may end the member's sessions, forgets them after the commit, and answers
 * the member as it now is.
 */
async function change(
  platform: Platform,
  act: OperatorAct,
  memberId: string,
  work: (tx: Tx) => Promise<EndedSession[]>,
): Promise<OpsMemberActionOutput> {
  const ended = await platform.db.transaction(work);
  await platform.sessionStore.forget(ended);
  const profile = await memberProfile(
    platform.db,
    platform.config,
    act.merchant.id,
    memberId,
    new Date(platform.clock.now()),
  );
  return { profile, sessionsEnded: ended.length };
}

/** Locks (ending every session) or unlocks a member's login; the same state again changes nothing but is audited. */
export function lockMember(
  platform: Platform,
  act: OperatorAct,
  input: { memberId: string; locked: boolean; reason: string },
): Promise<OpsMemberActionOutput> {
  return change(platform, act, input.memberId, async (tx) => {
    const before = await lockedMember(tx, act, input.memberId);
    await tx.query('update member set login_locked = $3 where merchant_id = $1 and id = $2', [
      act.merchant.id,
      input.memberId,
      input.locked,
    ]);
    const ended = input.locked
      ? await platform.sessionStore.endAllOf(tx, act.merchant.id, input.memberId, 'locked')
      : [];
    await auditMemberAct(tx, act, input.memberId, 'member_lock', {
      before: { locked: before.login_locked },
      after: { locked: input.locked },
      reason: input.reason,
      sessionsEnded: ended.length,
    });
    return ended;
  });
}

/** Requires a password change at the member's next password login, and ends its sessions. */
export function forcePasswordChange(
  platform: Platform,
  act: OperatorAct,
  memberId: string,
): Promise<OpsMemberActionOutput> {
  return change(platform, act, memberId, async (tx) => {
    const before = await lockedMember(tx, act, memberId);
    await tx.query(
      'update member set password_change_required = true where merchant_id = $1 and id = $2',
      [act.merchant.id, memberId],
    );
    const ended = await platform.sessionStore.endAllOf(
      tx,
      act.merchant.id,
      memberId,
      'password_change_required',
    );
    await auditMemberAct(tx, act, memberId, 'member_force_password', {
      before: { passwordChangeRequired: before.password_change_required },
      after: { passwordChangeRequired: true },
      sessionsEnded: ended.length,
    });
    return ended;
  });
}

/** Ends every session of the member. */
export function endMemberSessions(
  platform: Platform,
  act: OperatorAct,
  memberId: string,
): Promise<OpsMemberActionOutput> {
  return change(platform, act, memberId, async (tx) => {
    await lockedMember(tx, act, memberId);
    const ended = await platform.sessionStore.endAllOf(tx, act.merchant.id, memberId, 'operator');
    await auditMemberAct(tx, act, memberId, 'member_sessions_end', { sessionsEnded: ended.length });
    return ended;
  });
}

/** Adds an operator's note to the member. */
export function addMemberNote(
  platform: Platform,
  act: OperatorAct,
  input: { memberId: string; text: string },
): Promise<OpsMemberNote> {
  return platform.db.transaction(async (tx) => {
    await lockedMember(tx, act, input.memberId);
    const [row] = await tx.query<{ id: bigint; created_at: Date }>(
      `insert into member_note (merchant_id, member_id, operator_id, text)
       values ($1, $2, $3, $4) returning id, created_at`,
      [act.merchant.id, input.memberId, act.operator.operatorId, input.text],
    );
    const id = String(row!.id);
    await auditMemberAct(tx, act, input.memberId, 'member_note', { note: id, text: input.text });
    return {
      id,
      text: input.text,
      operator: act.operator.username,
      createdAt: row!.created_at.toISOString(),
    };
  });
}
