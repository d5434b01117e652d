import { responsibleGamingEndpoints as rg } from '@portal/contract/responsible-gaming';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { requireRealMember } from '../session/policies.ts';
import { exclude } from './exclude.ts';
import { registerRgOpsRoutes } from './ops-routes.ts';
import { answerRealityCheck, registerRealityChecks } from './reality.ts';
import { rgSettings } from './rg-settings.ts';
import { sessionInfo } from './session-info.ts';
import { lockMember, setLimit } from './set-limit.ts';
import { statementOf } from './statement.ts';
import { realityChoices, statusOf } from './status.ts';
import { AppError } from '../../http/app-error.ts';
import { messageText } from '@portal/contract/messages';

/**
 * The member's responsible-gaming calls (see the contract), the operator's (`ops-routes.ts`)
 * and the reality-check job. Enforcement lives in `enforce.ts`, called by every money path.
 */
export function registerResponsibleGamingRoutes(app: FastifyInstance, platform: Platform): void {
  const { db, clock } = platform;
  const idle = platform.config.sessionIdleMinutes;
  // A new session takes the brand's idle timeout, when it sets one. Read through `q` alone, the
  // login's transaction: the merchant directory may reload outside it, and on the embedded
  // database that reload would wait for the transaction, which waits for the reload.
  platform.sessionStore.setIdlePolicy(async (q, merchantId) => {
    const [merchant] = await q.query<{ code: string }>('select code from merchant where id = $1', [
      merchantId,
    ]);
    if (!merchant) return null;
    return (await rgSettings(q, { id: merchantId, code: merchant.code })).idleMinutes ?? null;
  });

  registerEndpoint(app, rg.status, async ({ merchant, session, reply }) => {
    reply.header('cache-control', 'no-store');
    return statusOf(db, merchant, session!.memberId, session!.id, clock.now(), idle);
  });

  registerEndpoint(app, rg.session, async ({ session, reply }) => {
    reply.header('cache-control', 'no-store');
    return sessionInfo(db, session!.memberId, session!.id, clock.now(), idle);
  });

  registerEndpoint(app, rg.setLimit, async ({ input, merchant, session, language, request }) => {
    const s = session!;
    requireRealMember(s);
    const now = clock.now();
    await db.transaction((tx) =>
      setLimit(tx, merchant, s.memberId, input, now, { language, ip: request.ip }),
    );
    return statusOf(db, merchant, s.memberId, s.id, now, idle);
  });

  registerEndpoint(app, rg.setRealityCheck, async ({ input, merchant, session, language }) => {
    const s = session!;
    const settings = await rgSettings(db, merchant);
    if (!realityChoices(settings).includes(input.minutes))
      throw new AppError('invalid_input', { minutes: messageText('field_invalid', language) });
    await db.transaction(async (tx) => {
      await lockMember(tx, merchant.id, s.memberId);
      await tx.query('update rg_member set reality_minutes = $2 where member_id = $1', [
        s.memberId,
        input.minutes,
      ]);
    });
    return statusOf(db, merchant, s.memberId, s.id, clock.now(), idle);
  });

  registerEndpoint(app, rg.realityAck, async ({ session }) => {
    await answerRealityCheck(platform, session!.memberId, clock.now());
    return { continued: true as const };
  });

  registerEndpoint(app, rg.exclude, async ({ input, merchant, session, language, request }) => {
    const s = session!;
    requireRealMember(s);
    const now = clock.now();
    const done = await db.transaction((tx) =>
      exclude(platform, tx, merchant, s.memberId, input, now, { language, ip: request.ip }),
    );
    await platform.sessionStore.forget(done.ended);
    return done.view;
  });

  registerEndpoint(app, rg.statement, async ({ input, merchant, session, reply }) => {
    const s = session!;
    requireRealMember(s);
    reply.header('cache-control', 'no-store');
    const [member] = await db.query<{ account: string }>(
      'select account from member where id = $1',
      [s.memberId],
    );
    return {
      currency: merchant.currency,
      account: member?.account ?? '',
      rows: await statementOf(db, merchant, s.memberId, input.months ?? 12, clock.now()),
    };
  });

  registerRgOpsRoutes(app, platform);
  registerRealityChecks(platform, app.log);
}
