import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Merchant } from '../../merchant/merchant.ts';
import { readPlayToken, type PlayClaims } from '../launch/play-token.ts';
import { signBody } from '../seamless/routes.ts';
import type { Platform } from '../../platform.ts';
import { seedHash } from './fair.ts';
import { isSoloGame, payoutOf, pgeGameRules, playRound } from './games.ts';
import { activeSeed, rotateSeed, takeNonce } from './seeds.ts';

/** Largest stake of one round, in the currency's major units. */
export const maxStake = '1000.00';

const roundInput = z.object({
  stake: z.string().regex(/^\d{1,12}(?:\.\d{1,8})?$/u),
  /** The dice target (the slot ignores it). */
  choice: z.number().int().min(0).max(100).default(0),
  /** Dice: win on a roll of the target or more instead of under it. */
  over: z.boolean().default(false),
});
const seedInput = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/u),
});

/**
 * The claims of a page's play token. A lobby token (PGE, no game: a launch without a game) plays
 * whichever PGE game the page names in `X-Play-Game` (`dice`, `slot`, `crash`).
 */
export function claimsOf(
  platform: Platform,
  headers: FastifyRequest['headers'],
): PlayClaims | null {
  const token = headers['x-play-token'];
  const claims =
    typeof token === 'string'
      ? readPlayToken(platform.config.playTokenSecret, token, platform.clock.now())
      : null;
  if (claims?.v !== 'PGE' || claims.g !== '') return claims;
  const page = headers['x-play-game'];
  const game = typeof page === 'string' ? `PGE_${page.toUpperCase()}` : '';
  return game in pgeGameRules ? { ...claims, g: game } : claims;
}

/** A stake text in the brand's currency, above zero and within the table limit, or null. */
export function stakeOf(merchant: Merchant, text: string): bigint | null {
  try {
    const stake = merchant.money.parse(text);
    return stake > 0n && stake <= merchant.money.parse(maxStake) ? stake : null;
  } catch {
    return null;
  }
}

/** Calls the seamless-wallet door exactly as an outside aggregator would: signed JSON over HTTP. */
export async function walletCall(
  app: FastifyInstance,
  platform: Platform,
  kind: string,
  body: Record<string, unknown>,
) {
  const payload = JSON.stringify(body);
  const res = await app.inject({
    method: 'POST',
    url: `/play/wallet/${kind}`,
    headers: {
      'content-type': 'application/json',
      'x-vendor': 'PGE',
      'x-signature': signBody(platform.config.walletSecrets.PGE, payload),
    },
    payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      success: boolean;
      code?: string;
      message?: string;
      value?: { balance: string };
    },
  };
}

/**
 * The in-house game server's API for its pages: state (balance, seed hash, nonce), a round, and
 * seed rotation. The page sends its play token in `X-Play-Token`. Real-money rounds go through
 * the seamless wallet (bet, then win — 0 for a loss — to settle); free play moves nothing and
 * uses a throwaway seed revealed at once.
 */
export function registerPgeApi(app: FastifyInstance, platform: Platform): void {
  const merchantOf = async (claims: PlayClaims): Promise<Merchant | null> =>
    platform.directory.byId(claims.m);

  app.get('/play/pge/api/state', async (request, reply) => {
    const claims = claimsOf(platform, request.headers);
    const merchant = claims && (await merchantOf(claims));
    if (!claims || !merchant || !(claims.g in pgeGameRules))
      return reply.code(401).send({ success: false, code: 'in_no_login' });
    reply.header('cache-control', 'no-store');
    if (!claims.u)
      return { success: true, value: { freePlay: true, currency: merchant.currencySymbol } };
    const res = await walletCall(app, platform, 'balance', {
      merchant: merchant.code,
      playerId: claims.u,
      currency: merchant.currency,
    });
    const balance = res.body.value?.balance ?? null;
    // Crash runs on the shared round's seed chain, not on seeds of the player's own.
    if (!isSoloGame(claims.g))
      return {
        success: true,
        value: { freePlay: false, currency: merchant.currencySymbol, balance },
      };
    const seed = await activeSeed(platform.db, {
      merchantId: merchant.id,
      memberId: claims.u,
      gameCode: claims.g,
    });
    return {
      success: true,
      value: {
        freePlay: false,
        currency: merchant.currencySymbol,
        balance,
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nextNonce,
      },
    };
  });

  app.post('/play/pge/api/round', async (request, reply) => {
    const claims = claimsOf(platform, request.headers);
    const merchant = claims && (await merchantOf(claims));
    if (!claims || !merchant || !isSoloGame(claims.g))
      return reply.code(401).send({ success: false, code: 'in_no_login' });
    const game = claims.g;
    const parsed = roundInput.safeParse(request.body);
    const stake = parsed.success ? stakeOf(merchant, parsed.data.stake) : null;
    if (!parsed.success || stake === null)
      return reply.code(400).send({ success: false, code: 'invalid_input' });
    const choice = { target: parsed.data.choice, over: parsed.data.over };
    if (!claims.u) {
      const serverSeed = randomBytes(32).toString('hex');
      const seeds = { serverSeed, clientSeed: 'free-play', nonce: 0 };
      try {
        const outcome = playRound(game, seeds, choice);
        return {
          success: true,
          value: {
            ...outcome.result,
            multiplierBp: Number(outcome.multiplierBp),
            payout: merchant.money.format(payoutOf(stake, outcome.multiplierBp)),
            fair: { ...seeds, serverSeedHash: seedHash(serverSeed) },
          },
        };
      } catch {
        return reply.code(400).send({ success: false, code: 'invalid_input' });
      }
    }
    const memberId = claims.u;
    const seed = await platform.db.transaction((tx) =>
      takeNonce(tx, { merchantId: merchant.id, memberId, gameCode: game }),
    );
    let outcome;
    try {
      outcome = playRound(
        game,
        { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: seed.nonce },
        choice,
      );
    } catch {
      return reply.code(400).send({ success: false, code: 'invalid_input' });
    }
    const roundId = `${game}-${memberId}-${seed.id}-${seed.nonce}`;
    const common = {
      merchant: merchant.code,
      playerId: memberId,
      currency: merchant.currency,
      roundId,
    };
    const payout = payoutOf(stake, outcome.multiplierBp);
    const winBody = {
      ...common,
      txnId: `${roundId}-win`,
      amount: merchant.money.format(payout),
    };
    // The win is kept before the bet is sent: if it never arrives, the retry job sends it.
    await platform.db.query(
      'insert into pge_win_outbox (round_id, merchant_id, body) values ($1, $2, $3) on conflict do nothing',
      [roundId, merchant.id, JSON.stringify(winBody)],
    );
    const bet = await walletCall(app, platform, 'bet', {
      ...common,
      txnId: `${roundId}-bet`,
      gameCode: game,
      amount: merchant.money.format(stake),
      fair: { serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce },
    });
    if (!bet.body.success) {
      await platform.db.query('delete from pge_win_outbox where round_id = $1', [roundId]);
      return reply.code(bet.status).send(bet.body);
    }
    const win = await walletCall(app, platform, 'win', winBody);
    if (!win.body.success) {
      request.log.error(
        { roundId, win: win.body },
        'PGE win callback failed; the retry job will settle the round',
      );
      return reply.code(503).send({ success: false, code: 'service_unavailable' });
    }
    await platform.db.query('delete from pge_win_outbox where round_id = $1', [roundId]);
    return {
      success: true,
      value: {
        ...outcome.result,
        multiplierBp: Number(outcome.multiplierBp),
        payout: merchant.money.format(payout),
        balance: win.body.value!.balance,
        fair: {
          serverSeedHash: seed.serverSeedHash,
          clientSeed: seed.clientSeed,
          nonce: seed.nonce,
        },
      },
    };
  });

  app.post('/play/pge/api/seed', async (request, reply) => {
    const claims = claimsOf(platform, request.headers);
    const merchant = claims && (await merchantOf(claims));
    if (!claims?.u || !merchant || !isSoloGame(claims.g))
      return reply.code(401).send({ success: false, code: 'in_no_login' });
    const parsed = seedInput.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ success: false, code: 'invalid_input' });
    const memberId = claims.u;
    const rotated = await platform.db.transaction((tx) =>
      rotateSeed(tx, {
        merchantId: merchant.id,
        memberId,
        gameCode: claims.g,
        clientSeed: parsed.data.clientSeed,
      }),
    );
    return {
      success: true,
      value: {
        revealed: rotated.revealed,
        serverSeedHash: rotated.next.serverSeedHash,
        clientSeed: rotated.next.clientSeed,
        nonce: rotated.next.nextNonce,
      },
    };
  });
}
