import type * as z from 'zod/mini';
import type { HostStatus, opsHostEditInput } from '@portal/contract/live/schemas';
import { cardTitle } from '@portal/contract/game-card';
import type { Db } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { hostGameCard } from './host-game.ts';
import { findHost, hostColumns, type HostRow } from './hosts.ts';

/**
 * Sets a host's status (and, when given, the stream address a streaming server fills), with
 * its audit row in the same transaction: by an operator of the brand, or by the host operator
 * on their own room.
 */
export async function setHostStatus(
  db: Db,
  act: OperatorAct,
  host: HostRow,
  change: { status: HostStatus; streamUrl?: string | null | undefined },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `update live_host set status = $2, stream_url = case when $3::boolean then $4 else stream_url end
       where id = $1`,
      [host.id, change.status, change.streamUrl !== undefined, change.streamUrl ?? null],
    );
    await recordAudit(tx, {
      merchantId: act.merchant.id,
      operatorId: act.operator.operatorId,
      action: 'live_host_status',
      ip: act.ip,
      detail: { hostId: host.id, before: host.status, after: change.status },
    });
  });
}

/** The room linked to a host operator's account on this brand; null when none is. */
export async function ownRoom(
  db: Db,
  merchant: Merchant,
  operatorId: string,
): Promise<HostRow | null> {
  const [row] = await db.query<HostRow>(
    `select ${hostColumns} from live_host h
     where h.merchant_id = $1 and h.operator_id = $2 and h.active`,
    [merchant.id, operatorId],
  );
  return row ?? null;
}

/** The username of the host operator of each of the brand's rooms that has one, by room id. */
export async function hostOperators(db: Db, merchant: Merchant): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; username: string }>(
    `select h.id::text as id, o.username from live_host h join operator o on o.id = h.operator_id
     where h.merchant_id = $1`,
    [merchant.id],
  );
  return new Map(rows.map((row) => [row.id, row.username]));
}

type EditInput = z.output<typeof opsHostEditInput>;

/**
 * An owner's change to a host: the catalogue game it presents and the host operator account
 * that presents the room. The game must be on the brand's lobby (so the room's card can start
 * it); its name per language comes from the catalogue, so the room and the card agree. The
 * operator must be a `host` of the brand and present no other room.
 */
export async function editHost(db: Db, act: OperatorAct, input: EditInput): Promise<void> {
  const { merchant } = act;
  const host = await findHost(db, merchant, input.hostId);
  const game =
    input.gameCode === undefined ? undefined : await gameOf(db, merchant, input.gameCode);
  const operatorId =
    input.operator === undefined ? undefined : await hostOperatorId(db, merchant, input.operator);
  await db.transaction(async (tx) => {
    await tx
      .query(
        `update live_host set
         game_code = case when $2::boolean then $3 else game_code end,
         game_name = case when $2::boolean then $4 else game_name end,
         game_names = case when $2::boolean then $5::text::jsonb else game_names end,
         operator_id = case when $6::boolean then $7::bigint else operator_id end
       where id = $1`,
        [
          host.id,
          game !== undefined,
          game?.code ?? null,
          game?.names.PT ?? null,
          JSON.stringify(game?.names ?? {}),
          operatorId !== undefined,
          operatorId ?? null,
        ],
      )
      .catch((err: unknown) => {
        // The account presents another room: one room per host operator (unique column).
        if ((err as { code?: string }).code === '23505') {
          throw new AppError('invalid_input', { operator: 'live_host_operator_taken' });
        }
        throw err;
      });
    await recordAudit(tx, {
      merchantId: merchant.id,
      operatorId: act.operator.operatorId,
      action: 'live_host_edit',
      ip: act.ip,
      detail: {
        hostId: host.id,
        gameBefore: host.game_code,
        gameAfter: game === undefined ? host.game_code : game.code,
        // Only when asked: null unlinks the host account, absent leaves it as it was.
        ...(input.operator === undefined ? {} : { operator: input.operator }),
      },
    });
  });
}

/** The catalogue game of a code with its names, null for none; `field_invalid` when not on the lobby. */
async function gameOf(
  db: Db,
  merchant: Merchant,
  gameCode: string | null,
): Promise<{ code: string | null; names: { PT?: string; EN?: string } }> {
  if (gameCode === null || gameCode === '') return { code: null, names: {} };
  const [pt, en] = await Promise.all([
    hostGameCard(db, merchant, 'PT', gameCode),
    hostGameCard(db, merchant, 'EN', gameCode),
  ]);
  if (!pt || !en) throw new AppError('invalid_input', { gameCode: 'field_invalid' });
  return { code: gameCode, names: { PT: cardTitle(pt), EN: cardTitle(en) } };
}

/** The id of the brand's `host` operator of a username, null to unlink; `field_invalid` else. */
async function hostOperatorId(
  db: Db,
  merchant: Merchant,
  username: string | null,
): Promise<string | null> {
  if (username === null || username === '') return null;
  const [row] = await db.query<{ id: string }>(
    `select id::text as id from operator
     where merchant_id = $1 and username = $2 and role = 'host'`,
    [merchant.id, username],
  );
  if (!row) throw new AppError('invalid_input', { operator: 'field_invalid' });
  return row.id;
}
