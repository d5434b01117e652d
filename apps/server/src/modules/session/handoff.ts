import { randomBytes } from 'node:crypto';
import { sessionEndpoints } from '@portal/contract/session';
import type { FastifyInstance } from 'fastify';
import { tokenHash } from '../../auth/session.ts';
import { AppError } from '../../http/app-error.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { completeLogin } from '../accounts/login-flow.ts';
import { memberById } from '../accounts/member-repo.ts';

/**
 * The app QR code's hand-off. POST /wps/session/handoff gives a logged-in member a random code,
 * valid `HANDOFF_SECONDS` and good for one session, for the QR code to carry instead of the
 * session token (a screenshot of the code is worth one login for two minutes, not the session).
 * POST /wps/session/handoff/redeem exchanges it for a new session of that member, once: the
 * check and the spending are one statement, so two devices racing get one session between them.
 */
export function registerHandoff(app: FastifyInstance, platform: Platform): void {
  const { db, clock, config } = platform;

  registerEndpoint(app, sessionEndpoints.handoff, async ({ merchant, session }) => {
    const s = session!;
    const code = randomBytes(32).toString('base64url');
    const now = clock.now();
    await db.query(
      `insert into session_handoff (code_hash, merchant_id, member_id, side, created_at, expires_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [
        tokenHash(code),
        merchant.id,
        s.memberId,
        s.side,
        new Date(now),
        new Date(now + config.handoffSeconds * 1000),
      ],
    );
    return { code, expiresInSeconds: config.handoffSeconds };
  });

  registerEndpoint(
    app,
    sessionEndpoints.handoffRedeem,
    async ({ input, merchant, request }) =>
      db.transaction(async (tx) => {
        const now = new Date(clock.now());
        const [spent] = await tx.query<{ member_id: string; side: 'member' | 'agent' }>(
          `update session_handoff set used_at = $3
           where code_hash = $1 and merchant_id = $2 and used_at is null and expires_at > $3
           returning member_id::text as member_id, side`,
          [tokenHash(input.code), merchant.id, now],
        );
        if (!spent) throw new AppError('handoff_invalid');
        const member = await memberById(tx, merchant.id, spent.member_id);
        if (!member) throw new AppError('handoff_invalid');
        return completeLogin(platform, tx, {
          merchant,
          member,
          side: spent.side,
          ip: request.ip,
          forcePasswordChange: false,
          passwordExpired: false,
          audit: 'login_handoff',
        });
      }),
    // Codes are 256-bit random: this only keeps a guesser from loading the database.
    { rateLimit: { name: 'handoff-redeem', max: 30, windowMs: 60_000 } },
  );
}
