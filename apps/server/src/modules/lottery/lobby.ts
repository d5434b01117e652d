import { playMethod } from '@portal/contract/lottery/play-methods';
import type {
  LotteryBoard,
  LotteryGameView,
  lotteryGamesOutput,
  PrizeMode,
} from '@portal/contract/lottery/wire';
import type * as z from 'zod/mini';
import type { Queryable } from '../../db/db.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { visibleGames } from '../games/catalogue.ts';
import { mainBalance } from '../ledger/ledger.ts';
import { enabledGame, enabledGames } from './lottery-games.ts';
import { gameName, memberPrizeGroup, type LotteryGame } from './lottery-terms.ts';
import { currentAndNext, lastDrawn, periodView } from './periods.ts';

/** The lobby and the betting board: games with their running and last periods, and terms. */

/** A game as the lobby shows it, at `now`. */
export async function gameView(
  q: Queryable,
  game: LotteryGame,
  language: string,
  now: number,
): Promise<LotteryGameView> {
  const { current } = await currentAndNext(q, game, now);
  const last = await lastDrawn(q, game);
  return {
    gameCode: game.gameCode,
    gameGroupCode: game.family,
    shape: game.shape,
    lane: game.lane,
    name: gameName(game, language),
    periodSeconds: game.periodSeconds,
    closeSeconds: game.closeSeconds,
    current: current ? periodView(current, now) : null,
    last: last ? periodView(last, now) : null,
  };
}

/**
 * The lane a prize mode is served from. ZY is reserved: accepted and served as LOTT. LOTT turns
 * into ELOTT when the ELOTT category holds TCG_LOTTO_VN or LOTT cards (spec section 4).
 */
export async function servedMode(
  q: Queryable,
  merchant: Merchant,
  mode: PrizeMode,
): Promise<'LOTT' | 'ELOTT' | 'SEA'> {
  if (mode === 'SEA' || mode === 'ELOTT') return mode;
  const [switched] = await q.query<{ n: number }>(
    `select count(*)::int as n from ${visibleGames(1)}
     and g.game_type = 'ELOTT' and g.vendor_code in ('TCG_LOTTO_VN', 'LOTT')`,
    [merchant.id],
  );
  return (switched?.n ?? 0) > 0 ? 'ELOTT' : 'LOTT';
}

/** The lobby of a prize mode: the lane's games grouped by family, in lobby order. */
export async function lotteryLobby(
  platform: Platform,
  merchant: Merchant,
  mode: PrizeMode,
  language: string,
): Promise<z.infer<typeof lotteryGamesOutput>> {
  const now = platform.clock.now();
  const served = await servedMode(platform.db, merchant, mode);
  // The regional games (VN stations, SEA draws) have their own pages and menus
  // (`vn-menus.ts`): a lane's lobby never lists them, and the SEA mode answers with none.
  const games =
    served === 'SEA'
      ? []
      : (await enabledGames(platform.db, merchant.id)).filter(
          (g) => g.lane === served && g.region === null,
        );
  const groups: z.infer<typeof lotteryGamesOutput>['groups'] = [];
  for (const game of games) {
    const view = await gameView(platform.db, game, language, now);
    const group = groups.find((g) => g.gameGroupCode === game.family);
    if (group) group.games.push(view);
    else groups.push({ gameGroupCode: game.family, games: [view] });
  }
  return { prizeMode: served, now, groups };
}

/** The betting board of a game for a member. */
export async function lotteryBoard(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  gameCode: string,
  language: string,
): Promise<LotteryBoard> {
  const { db } = platform;
  const now = platform.clock.now();
  const game = await enabledGame(db, merchant.id, gameCode);
  const { next, current } = await currentAndNext(db, game, now);
  const [chain] = await db.query<{ anchor: string; length: number }>(
    `select c.anchor, c.length from lottery_chain c
     where c.merchant_id = $1 and c.game_code = $2
       and ($3::bigint is null or c.id = $3::bigint)
     order by c.id desc limit 1`,
    [merchant.id, gameCode, current?.chain_id?.toString() ?? null],
  );
  const { terms } = game;
  const money = (minor: string) => merchant.money.format(BigInt(minor));
  const own = memberPrizeGroup(game);
  return {
    game: await gameView(db, game, language, now),
    now,
    next: next ? periodView(next, now) : null,
    chain: chain ?? { anchor: '0'.repeat(64), length: 0 },
    plays: terms.plays.map((code) => ({
      code,
      odds: playMethod(code).pricing.kind === 'group' ? null : (terms.odds[code] ?? {}),
    })),
    units: terms.units,
    maxMultiple: terms.maxMultiple,
    prizeGroup: {
      min: Math.min(terms.prizeGroup.min, own),
      max: own,
      default: Math.min(terms.prizeGroup.default, own),
    },
    limits: {
      maxTicketStake: money(terms.limits.maxTicketStake),
      maxBetPrize: money(terms.limits.maxBetPrize),
      maxMemberPeriodStake: money(terms.limits.maxMemberPeriodStake),
    },
    cancellable: terms.cancellable,
    balance: merchant.money.format(
      await mainBalance(db, { merchantId: merchant.id, memberId, currency: merchant.currency }),
    ),
  };
}
