import type * as z from 'zod/mini';
import type { opsModerateInput } from '@portal/contract/live/schemas';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { findHost } from './hosts.ts';
import type { LiveRooms } from './rooms.ts';

/** How long a mute lasts when the operator gives no time. */
const defaultMuteMinutes = 10;

type ModerateInput = z.output<typeof opsModerateInput>;

/**
 * An operator's moderation: delete a message (it disappears from history and, through
 * `live.delete`, from every open room), or mute, ban, unmute or unban a member in a room.
 * Every action is written with its audit row in one transaction. `onlyRoom` keeps a host to
 * their own room: a message of another room is not found, as for a message that never was.
 */
export async function moderate(
  platform: Platform,
  rooms: LiveRooms,
  act: OperatorAct,
  input: ModerateInput,
  onlyRoom: string | null = null,
): Promise<void> {
  const { db } = platform;
  const merchant = act.merchant;
  const audit = (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    memberId: string | null,
    detail: Record<string, string | number | null>,
  ) =>
    recordAudit(tx, {
      merchantId: merchant.id,
      memberId,
      operatorId: act.operator.operatorId,
      action: 'live_moderation',
      ip: act.ip,
      detail: { action: input.action, reason: input.reason, ...detail },
    });

  if (input.action === 'delete') {
    if (!input.messageId) throw new AppError('invalid_input', { messageId: 'field_required' });
    const deleted = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ host_id: string; member_id: string | null }>(
        `update live_message set deleted_at = now(), deleted_by = $3
         where merchant_id = $1 and id = $2 and deleted_at is null
           and ($4::bigint is null or host_id = $4)
         returning host_id::text as host_id, member_id::text as member_id`,
        [merchant.id, input.messageId, act.operator.operatorId, onlyRoom],
      );
      if (!row) return null;
      await audit(tx, row.member_id, { messageId: input.messageId!, roomId: row.host_id });
      return row;
    });
    if (!deleted) throw new AppError('not_found');
    await rooms.publish(merchant.id, deleted.host_id, {
      type: 'live.delete',
      payload: { roomId: deleted.host_id, messageId: input.messageId },
    });
    return;
  }

  const fields: Record<string, string> = {};
  if (!input.roomId) fields.roomId = 'field_required';
  if (!input.account) fields.account = 'field_required';
  if (Object.keys(fields).length > 0) throw new AppError('invalid_input', fields);
  if (onlyRoom !== null && input.roomId !== onlyRoom) throw new AppError('forbidden');
  const host = await findHost(db, merchant, input.roomId!);
  const [member] = await db.query<{ id: string }>(
    'select id::text as id from member where merchant_id = $1 and account = $2',
    [merchant.id, input.account],
  );
  if (!member) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    if (input.action === 'unmute' || input.action === 'unban') {
      await tx.query(
        `update live_restriction set lifted_at = now()
         where host_id = $1 and member_id = $2 and kind = $3 and lifted_at is null`,
        [host.id, member.id, input.action === 'unmute' ? 'mute' : 'ban'],
      );
    } else {
      const minutes = input.minutes ?? (input.action === 'mute' ? defaultMuteMinutes : null);
      await tx.query(
        `insert into live_restriction (merchant_id, host_id, member_id, kind, until, operator_id,
           reason) values ($1, $2, $3, $4,
           case when $5::int is null then null else now() + make_interval(mins => $5::int) end,
           $6, $7)`,
        [
          merchant.id,
          host.id,
          member.id,
          input.action,
          minutes,
          act.operator.operatorId,
          input.reason,
        ],
      );
    }
    await audit(tx, member.id, { roomId: host.id, minutes: input.minutes ?? null });
  });
}
