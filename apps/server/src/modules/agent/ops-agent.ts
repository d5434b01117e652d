import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import type { Platform } from '../../platform.ts';
import { opsRoute } from '../ops/ops-route.ts';
import { agentCentreSetting, agentSettings } from './agent-settings.ts';

/**
 * The operator's agent-centre rules, inside the authenticated `/ops` scope:
 * - GET /ops/merchants/:code/agent-centre: the rules in force (defaults filled in, amounts as
 *   minor units in integer text);
 * - PUT with the stored shape (`agent-settings.ts`): replaces the brand's rules; a bad body is
 *   a 400 with the problems and changes nothing. Agents see the change on their next call.
 */
const params = z.object({ code: z.string().min(1).max(32) });

const output = z.object({
  downlineTypes: z.array(z.number()),
  changeType: z.boolean(),
  lockDownline: z.boolean(),
  prizeGroup: z.object({ min: z.number(), max: z.number() }),
  transferDownline: z.object({
    min: z.string(),
    max: z.string().nullable(),
    dailyMax: z.string().nullable(),
  }),
});

export function registerAgentOps(ops: FastifyInstance, platform: Platform): void {
  const { db } = platform;
  const rulesOf = async (code: string) => {
    const merchant = await platform.directory.byCode(code);
    if (!merchant) throw new AppError('not_found');
    const rules = await agentSettings(db, platform, merchant);
    const { min, max, dailyMax } = rules.transferDownline;
    return {
      ...rules,
      transferDownline: {
        min: min.toString(),
        max: max === null ? null : max.toString(),
        dailyMax: dailyMax === null ? null : dailyMax.toString(),
      },
    };
  };

  opsRoute(ops, {
    method: 'GET',
    url: '/ops/merchants/:code/agent-centre',
    params,
    output,
    handler: ({ params: p }) => rulesOf(p.code),
  });

  opsRoute(ops, {
    method: 'PUT',
    url: '/ops/merchants/:code/agent-centre',
    params,
    body: agentCentreSetting,
    output,
    handler: async ({ params: p, body }) => {
      const merchant = await platform.directory.byCode(p.code);
      if (!merchant) throw new AppError('not_found');
      await db.query(
        `insert into merchant_setting (merchant_id, key, value) values ($1, 'agentCentre', $2)
         on conflict (merchant_id, key) do update set value = excluded.value`,
        [merchant.id, JSON.stringify(body)],
      );
      return rulesOf(p.code);
    },
  });
}
