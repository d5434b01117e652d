import { messageText } from '@portal/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { amountMinor } from '../wallet/wallet-money.ts';
import { cardRanks } from './demo-table.ts';
import { DemoVendorWallet } from './demo-vendor-wallet.ts';
import { readPlayToken } from './play-token.ts';

/** The table's largest stake, in major units of the merchant's currency. */
export const maxStakeMajor = 1_000n;

/** The largest stake in minor units. */
export function maxStake(merchant: Merchant): bigint {
  return maxStakeMajor * 10n ** BigInt(merchant.money.scale);
}

/** The stakes the page offers, minor units (1, 5, 10, 50 and 100 major units). */
export function stakeChoices(merchant: Merchant): bigint[] {
  const unit = 10n ** BigInt(merchant.money.scale);
  return [1n, 5n, 10n, 50n, 100n].map((n) => n * unit);
}

interface RoundBody {
  guess?: unknown;
  stake?: unknown;
}

/**
 * POST /play/demo/:vendor/:game/round?t=<play token>: one round of the demo table with the
 * member's money at the vendor, body `{ guess: 'high' | 'low', stake: "10.00" }`. Answers the
 * ok envelope of `{ first, second, win, payout, balance }` (cards as ranks, money as strings).
 * Refusals change nothing: a missing, forged, expired or other vendor's token is 401
 * `play_token_invalid`; a free-play token moves no money (403 `forbidden`: its page plays with
 * chips); a malformed stake is 400 `invalid_amount`, one above the table's maximum 400
 * `amount_above_maximum`, one above the vendor balance 409 `insufficient_funds`.
 * This is the demo vendor's side: the platform's ledger learns of the round later, from the
 * vendor's bet records (`modules/wallet/vendor-rounds.ts`).
 */
export function registerDemoRound(app: FastifyInstance, platform: Platform): void {
  app.post<{
    Params: { vendor: string; game: string };
    Querystring: { t?: string };
    Body: RoundBody | null;
  }>('/play/demo/:vendor/:game/round', async (request, reply) => {
    const { vendor } = request.params;
    reply.header('cache-control', 'no-store');
    const claims = readPlayToken(
      platform.config.playTokenSecret,
      request.query.t ?? '',
      platform.clock.now(),
    );
    if (!claims || claims.v !== vendor) throw new AppError('play_token_invalid');
    if (claims.f || !claims.u) throw new AppError('forbidden');
    const merchant = await platform.directory.byId(claims.m);
    if (!merchant) throw new AppError('play_token_invalid');
    const language = requestLanguage(request);
    const body = request.body ?? {};
    const guess = body.guess;
    if (guess !== 'high' && guess !== 'low')
      throw new AppError('invalid_input', { guess: messageText('field_invalid', language) });
    const stake = amountMinor(
      typeof body.stake === 'string' ? body.stake : '',
      merchant,
      language,
      'stake',
    );
    if (stake > maxStake(merchant))
      throw new AppError('amount_above_maximum', {
        stake: messageText('amount_above_maximum', language),
      });
    const round = await new DemoVendorWallet(platform.db, vendor).play({
      merchant,
      memberId: claims.u,
      gameCode: claims.g || null,
      guess,
      stake,
    });
    const money = (minor: bigint) => merchant.money.format(minor);
    return ok({
      first: cardRanks[round.first]!,
      second: cardRanks[round.second]!,
      win: round.payout > 0n,
      payout: money(round.payout),
      balance: money(round.balanceAfter),
    });
  });
}
