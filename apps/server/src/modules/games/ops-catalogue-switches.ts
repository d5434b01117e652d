import type { OpsCatalogueGame, OpsCatalogueVendor } from '@portal/contract/games/ops';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit, type AuditAction, type AuditValue } from '../audit/audit-log.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import { catalogueGame, catalogueVendors } from './ops-catalogue-lists.ts';

/**
 * The brand's catalogue switches: a vendor off or on, a game off or on, a game hot or not. Each
 * is one transaction with its audit row (brand-level: no member), under an advisory lock per
 * brand so that two operators switching the same thing at once write one change and one row,
 * not two. A switch to the state the brand already has writes nothing and audits nothing. After
 * a change commits, every node drops its cached catalogue answers, so players' next calls (and
 * their ETags) follow at once.
 */

/** Runs `work` under the brand's catalogue lock; invalidates the caches when it changed something. */
async function switchOf<T extends { changed: boolean }>(
  platform: Platform,
  act: OperatorAct,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const result = await platform.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`catalogue:${act.merchant.id}`]);
    return work(tx);
  });
  if (result.changed) await platform.catalogue.invalidate();
  return result;
}

function audit(
  tx: Tx,
  act: OperatorAct,
  action: AuditAction,
  detail: Record<string, AuditValue>,
): Promise<void> {
  return recordAudit(tx, {
    merchantId: act.merchant.id,
    operatorId: act.operator.operatorId,
    action,
    ip: act.ip,
    detail,
  });
}

async function vendorOf(tx: Tx, act: OperatorAct, code: string): Promise<OpsCatalogueVendor> {
  const [vendor] = await catalogueVendors(tx, act.merchant.id, code);
  if (!vendor) throw new AppError('not_found');
  return vendor;
}

async function gameOf(
  tx: Tx,
  act: OperatorAct,
  language: string,
  gameId: string,
): Promise<OpsCatalogueGame> {
  const game = await catalogueGame(tx, act.merchant.id, language, gameId);
  if (!game) throw new AppError('not_found');
  return game;
}

/** Switches a vendor off (a row in `merchant_vendor_off`) or on (no row) for the brand. */
export function switchVendor(
  platform: Platform,
  act: OperatorAct,
  input: { vendorCode: string; enabled: boolean },
): Promise<{ vendor: OpsCatalogueVendor; changed: boolean }> {
  return switchOf(platform, act, async (tx) => {
    const before = await vendorOf(tx, act, input.vendorCode);
    if (before.enabled === input.enabled) return { vendor: before, changed: false };
    await tx.query(
      input.enabled
        ? 'delete from merchant_vendor_off where merchant_id = $1 and vendor_code = $2'
        : 'insert into merchant_vendor_off (merchant_id, vendor_code) values ($1, $2)',
      [act.merchant.id, input.vendorCode],
    );
    await audit(tx, act, 'catalogue_vendor', {
      vendorCode: input.vendorCode,
      before: { enabled: before.enabled },
      after: { enabled: input.enabled },
    });
    return { vendor: await vendorOf(tx, act, input.vendorCode), changed: true };
  });
}

/** Switches a single game off (a row in `merchant_game_off`) or on (no row) for the brand. */
export function switchGame(
  platform: Platform,
  act: OperatorAct,
  language: string,
  input: { gameId: string; enabled: boolean },
): Promise<{ game: OpsCatalogueGame; changed: boolean }> {
  return switchOf(platform, act, async (tx) => {
    const before = await gameOf(tx, act, language, input.gameId);
    if (before.gameEnabled === input.enabled) return { game: before, changed: false };
    await tx.query(
      input.enabled
        ? 'delete from merchant_game_off where merchant_id = $1 and game_id = $2'
        : 'insert into merchant_game_off (merchant_id, game_id) values ($1, $2)',
      [act.merchant.id, input.gameId],
    );
    await audit(tx, act, 'catalogue_game', {
      gameId: before.id,
      gameCode: before.gameCode,
      before: { enabled: before.gameEnabled },
      after: { enabled: input.enabled },
    });
    return { game: await gameOf(tx, act, language, input.gameId), changed: true };
  });
}

/**
 * Marks a game hot or not hot for the brand: a row in `merchant_game_hot` overrides the
 * catalogue's flag, and stays once written, so the brand's choice holds over later catalogue
 * updates. Asking for what the brand already shows (by its row or by the catalogue's flag)
 * writes nothing.
 */
export function markHot(
  platform: Platform,
  act: OperatorAct,
  language: string,
  input: { gameId: string; hot: boolean },
): Promise<{ game: OpsCatalogueGame; changed: boolean }> {
  return switchOf(platform, act, async (tx) => {
    const before = await gameOf(tx, act, language, input.gameId);
    if (before.hot === input.hot) return { game: before, changed: false };
    await tx.query(
      `insert into merchant_game_hot (merchant_id, game_id, hot) values ($1, $2, $3)
       on conflict (merchant_id, game_id) do update set hot = excluded.hot`,
      [act.merchant.id, input.gameId, input.hot],
    );
    await audit(tx, act, 'catalogue_hot', {
      gameId: before.id,
      gameCode: before.gameCode,
      before: { hot: before.hot },
      after: { hot: input.hot },
    });
    return { game: await gameOf(tx, act, language, input.gameId), changed: true };
  });
}
