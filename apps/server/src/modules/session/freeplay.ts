import { randomBytes } from 'node:crypto';
import { sessionEndpoints } from '@portal/contract/session';
import type { FastifyInstance } from 'fastify';
import { completeLogin } from '../accounts/login-flow.ts';
import { requireModule } from '../accounts/module-switches.ts';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { houseAccount, memberAccount, postTransfer } from '../ledger/ledger.ts';

const trialAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function trialAccountName(): string {
  const bytes = randomBytes(10);
  return `guest_${Array.from(bytes, (b) => trialAlphabet[b % trialAlphabet.length]).join('')}`;
}

/**
 * POST /wps/session/login/freeplay: creates a trial account (the configured trial type) with a
 * generated name and no password, credits its demo balance from the `freeplay` house account
 * through the ledger, and logs it in. Only while the FREE_PLAY module is on; a few per IP an
 * hour.
 */
export function registerFreeplay(app: FastifyInstance, platform: Platform): void {
  const { config } = platform;
  registerEndpoint(
    app,
    sessionEndpoints.freeplay,
    async ({ merchant, request, input }) => {
      await requireModule(platform, merchant, 'FREE_PLAY');
      const amount = merchant.money.parse(config.freeplayBalance);
      return platform.db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `insert into member (merchant_id, account, type, register_ip, first_login_done)
           values ($1, $2, $3, $4, true) returning id::text as id`,
          [merchant.id, trialAccountName(), config.trialType, request.ip],
        );
        const member = { id: row!.id, first_login_done: true };
        const wallet = await memberAccount(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          currency: merchant.currency,
        });
        if (amount > 0n) {
          const house = await houseAccount(tx, {
            merchantId: merchant.id,
            name: 'freeplay',
            currency: merchant.currency,
            spread: member.id,
          });
          await postTransfer(tx, {
            merchantId: merchant.id,
            kind: 'freeplay_credit',
            idempotencyKey: `freeplay:${member.id}`,
            entries: [
              { accountId: house, amount: -amount },
              { accountId: wallet, amount },
            ],
          });
        }
        return completeLogin(platform, tx, {
          merchant,
          member,
          side: 'member',
          ip: request.ip,
          forcePasswordChange: false,
          passwordExpired: false,
          audit: 'freeplay',
          auditDetail: { os: input.os },
        });
      });
    },
    { rateLimit: { name: 'freeplay', max: config.freeplayMaxPerIpHour, windowMs: 3_600_000 } },
  );
}
