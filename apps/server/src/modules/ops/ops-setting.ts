import type { Endpoint, OutputOf } from '@portal/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import type { Tx } from '../../db/db.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import { merchantSetting } from '../../merchant/merchant-setting.ts';
import type { Platform } from '../../platform.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { actOf, ungated } from './operators/operator-act.ts';

/**
 * Serves the read and save endpoints of one of a brand's JSON settings (`merchant_setting` row
 * `key`; see `settingEndpoints` in the contract). The save stores the body as the schema parsed
 * it (defaults filled in) and records a `setting_change` audit row with the setting as it was
 * and as it is, in the same transaction; both answer the setting as the server now reads it.
 * Readers of a setting read the row on each use, so a change applies at once on every node.
 */
export function registerSettingEndpoints<S extends z.ZodMiniType>(
  app: FastifyInstance,
  platform: Platform,
  spec: {
    read: Endpoint<z.ZodMiniType, S>;
    save: Endpoint<S, S>;
    key: string;
    /** Runs in the save's transaction, for what the change must also apply to at once. */
    afterSave?: (
      tx: Tx,
      merchant: Merchant,
      before: z.output<S>,
      after: z.output<S>,
    ) => Promise<void>;
  },
): void {
  const { db } = platform;
  const schema = spec.save.input;
  registerEndpoint(
    app,
    spec.read,
    async ({ merchant }) => (await merchantSetting(db, merchant, spec.key, schema)) as z.output<S>,
    ungated,
  );
  registerEndpoint(
    app,
    spec.save,
    async ({ input, merchant, operator, request }) => {
      const act = actOf(request, merchant, operator);
      return (await db.transaction(async (tx) => {
        const before = await merchantSetting(tx, merchant, spec.key, schema);
        await tx.query(
          `insert into merchant_setting (merchant_id, key, value) values ($1, $2, $3)
           on conflict (merchant_id, key) do update set value = excluded.value`,
          [merchant.id, spec.key, JSON.stringify(input)],
        );
        const after = await merchantSetting(tx, merchant, spec.key, schema);
        await spec.afterSave?.(tx, merchant, before, after);
        await recordAudit(tx, {
          merchantId: merchant.id,
          operatorId: act.operator.operatorId,
          action: 'setting_change',
          ip: act.ip,
          detail: { key: spec.key, before: jsonOf(before), after: jsonOf(after) },
        });
        return after;
      })) as OutputOf<Endpoint<S, S>>;
    },
    ungated,
  );
}

/** A setting as plain JSON for the audit row (settings hold no bigint or Date). */
const jsonOf = (value: unknown) => JSON.parse(JSON.stringify(value)) as never;
