import { messageText } from '@portal/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { amountMinor } from '../wallet/wallet-money.ts';
import { readBet } from './demo-bets.ts';
import { demoGameOf } from './demo-kind.ts';
import { demoPageTexts, type PageLanguage } from './demo-page-texts.ts';
import { outcomeSource } from './demo-random.ts';
import { roundText } from './demo-round-text.ts';
import { cardRanks } from './demo-table.ts';
import { DemoVendorWallet } from './demo-vendor-wallet.ts';
import { readPlayToken } from './play-token.ts';
import { isoDay } from './sportsbook-rules.ts';

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

/**
 * POST /play/demo/:vendor/:game/round?t=<play token>: one round of the game's demo table (by
 * its product type, `demoGameOf`) with the member's money at the vendor. Body: the table's bet
 * (`readBet`: high/low `{ guess: 'high' | 'low' }`, sportsbook `{ fixture, pick }`, roulette
 * `{ bet }`, fishing `{ target }`) and `stake: "10.00"`; a bad bet is 400 `invalid_input`.
 * Answers the ok envelope of `{ kind, win, payout, balance, summary, outcome }` (money as
 * strings, `summary` the round in words in the request's language) plus, for high/low, the
 * cards `first` and `second` as ranks.
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
    Body: Record<string, unknown> | null;
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
    const game = await demoGameOf(platform.db, vendor, claims.g);
    const bet = readBet(game, body, {
      today: isoDay(platform.clock.now()),
      draw: (max) => outcomeSource.draw(max),
    });
    if ('invalid' in bet)
      throw new AppError('invalid_input', {
        [bet.invalid]: messageText('field_invalid', language),
      });
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
    const round = await new DemoVendorWallet(platform.db, vendor).playRound({
      merchant,
      memberId: claims.u,
      gameCode: claims.g || null,
      stake,
      settle: bet.settle,
    });
    const money = (minor: bigint) => merchant.money.format(minor);
    // The page sends its own language (`x-language`): the summary reads like the page.
    const lang: PageLanguage = language === 'pt' ? 'PT' : 'EN';
    const shown = (minor: bigint) =>
      `${merchant.currencySymbol} ${money(minor).replace('.', demoPageTexts[lang].decimal)}`;
    return ok({
      kind: round.kind,
      win: round.payout > 0n,
      payout: money(round.payout),
      balance: money(round.balanceAfter),
      summary: roundText(round, lang, shown),
      outcome: round.outcome,
      ...(round.kind === 'highlow'
        ? { first: cardRanks[round.first!]!, second: cardRanks[round.second!]! }
        : {}),
    });
  });
}
