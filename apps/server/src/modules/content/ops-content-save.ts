import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/app-error.ts';
import { recordAudit, type AuditValue } from '../audit/audit-log.ts';
import type { OperatorAct } from '../ops/operators/operator-admin.ts';
import type { OpsContentKind } from './ops-content-rows.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/** Column values of a write, by column name; jsonb columns as JSON text. */
export type ContentColumns = Record<string, unknown>;

/** Sanitises every language of an HTML map before it is stored. */
export function cleanHtml(map: Record<string, string>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(map).map(([lang, html]) => [lang, sanitizeHtml(html)])),
  );
}

/** The fields whose values differ, before and after (every field of a new row). */
function changes(
  before: Record<string, AuditValue> | null,
  after: Record<string, AuditValue>,
): { before: AuditValue; after: AuditValue } {
  if (before === null) return { before: null, after };
  const changed = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

/**
 * Creates a content row (`id` null) or rewrites one of the act's merchant (404 `not_found` when
 * it has none of that id), and audits it as
 * `content_save` with the fields that changed, in the caller's transaction. Answers the row as
 * the operator's list shows it.
 */
export async function saveContent<R, I extends Record<string, AuditValue>>(
  tx: Tx,
  act: OperatorAct,
  kind: OpsContentKind<R, I>,
  id: string | null,
  columns: ContentColumns,
): Promise<I> {
  const { merchant } = act;
  const names = Object.keys(columns);
  const values = Object.values(columns);
  let before: I | null = null;
  if (id !== null) {
    const [row] = await tx.query<R & Record<string, unknown>>(
      `select ${kind.columns} from ${kind.table} where merchant_id = $1 and id = $2 for update`,
      [merchant.id, id],
    );
    if (!row) throw new AppError('not_found');
    before = kind.itemOf(row, merchant);
  }
  const [row] =
    id === null
      ? await tx.query<R & Record<string, unknown>>(
          `insert into ${kind.table} (merchant_id, ${names.join(', ')})
           values ($1, ${names.map((_, i) => `$${i + 2}`).join(', ')}) returning ${kind.columns}`,
          [merchant.id, ...values],
        )
      : await tx.query<R & Record<string, unknown>>(
          `update ${kind.table} set ${names.map((name, i) => `${name} = $${i + 3}`).join(', ')}
           where merchant_id = $1 and id = $2 returning ${kind.columns}`,
          [merchant.id, id, ...values],
        );
  const after = kind.itemOf(row!, merchant);
  await recordAudit(tx, {
    merchantId: merchant.id,
    operatorId: act.operator.operatorId,
    action: 'content_save',
    ip: act.ip,
    detail: { kind: kind.name, id: String(after.id), ...changes(before, after) },
  });
  return after;
}
