import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { errorBody, ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Platform } from '../../platform.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { seamlessCall } from './seamless-wallet.ts';

/** HMAC-SHA256 of the raw body, hex: the `X-Signature` of a callback. */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const id = z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/u);
const amount = z.string().regex(/^\d{1,18}(?:\.\d{1,8})?$/u);
const base = {
  merchant: z.string().max(32),
  playerId: z.string().regex(/^[0-9]{1,18}$/u),
  currency: z.string().length(3),
};
const schemas = {
  balance: z.object(base),
  bet: z.object({
    ...base,
    txnId: id,
    roundId: id,
    gameCode: z.string().max(64),
    amount,
    fair: z
      .object({
        serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/u),
        clientSeed: z.string().max(64),
        nonce: z.number().int().min(0),
      })
      .optional(),
  }),
  win: z.object({ ...base, txnId: id, roundId: id, amount }),
  rollback: z.object({ ...base, txnId: id, roundId: id, refTxnId: id }),
};
type Kind = keyof typeof schemas;

function verify(platform: Platform, request: FastifyRequest, raw: string): string {
  const vendor = String(request.headers['x-vendor'] ?? '');
  const secrets: Record<string, string> = platform.config.walletSecrets;
  const secret = Object.prototype.hasOwnProperty.call(secrets, vendor)
    ? secrets[vendor]
    : undefined;
  const given = Buffer.from(String(request.headers['x-signature'] ?? ''), 'utf8');
  const expected = Buffer.from(secret ? signBody(secret, raw) : '', 'utf8');
  if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError('forbidden');
  return vendor;
}

async function handle(
  platform: Platform,
  kind: Kind,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const language = requestLanguage(request);
  try {
    const raw = typeof request.body === 'string' ? request.body : '';
    const vendor = verify(platform, request, raw);
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      throw new AppError('invalid_input');
    }
    const parsed = schemas[kind].safeParse(body);
    if (!parsed.success) throw new AppError('invalid_input');
    const input = parsed.data as z.infer<(typeof schemas)['bet']> &
      z.infer<(typeof schemas)['rollback']>;
    const merchant = await platform.directory.byCode(input.merchant);
    if (!merchant || merchant.currency !== input.currency) throw new AppError('not_found');
    const [member] = await platform.db.query<{ id: string }>(
      'select id::text as id from member where merchant_id = $1 and id = $2',
      [merchant.id, input.playerId],
    );
    if (!member) throw new AppError('not_found');
    if (kind === 'balance') {
      const balance = await mainBalance(platform.db, {
        merchantId: merchant.id,
        memberId: member.id,
        currency: merchant.currency,
      });
      return reply.send(ok({ balance: merchant.money.format(balance) }));
    }
    let minor = 0n;
    if (kind !== 'rollback') {
      try {
        minor = merchant.money.parse(input.amount);
      } catch {
        throw new AppError('invalid_input');
      }
    }
    const result = await seamlessCall(platform, {
      vendor,
      kind,
      merchant,
      memberId: member.id,
      txnId: input.txnId,
      roundId: input.roundId,
      amount: minor,
      ...(kind === 'rollback' ? { refTxnId: input.refTxnId } : {}),
      ...(kind === 'bet'
        ? { gameCode: input.gameCode, ...(input.fair ? { fair: input.fair } : {}) }
        : {}),
    });
    return reply.send(
      ok({
        balance: merchant.money.format(result.balance),
        replayed: result.replayed,
        txnId: input.txnId,
      }),
    );
  } catch (err) {
    if (err instanceof AppError) return reply.code(err.status).send(errorBody(err, language));
    throw err;
  }
}

/**
 * POST /play/wallet/{bet,win,rollback,balance}: the seamless-wallet door for game vendors,
 * signed with HMAC-SHA256 over the raw body (`X-Vendor`, `X-Signature`) with the vendor's
 * secret from the configuration. The in-house game server calls it like any aggregator would.
 */
export async function registerSeamlessRoutes(
  app: FastifyInstance,
  platform: Platform,
): Promise<void> {
  await app.register(async (child) => {
    // The signature covers the exact bytes: keep the body as text and parse it after checking.
    child.removeContentTypeParser('application/json');
    child.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    for (const kind of Object.keys(schemas) as Kind[]) {
      child.post(`/play/wallet/${kind}`, (request, reply) =>
        handle(platform, kind, request, reply),
      );
    }
  });
}
