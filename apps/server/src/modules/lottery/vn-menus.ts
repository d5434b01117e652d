import { dayOf } from '@portal/contract/day-range';
import { lotteryEndpoints } from '@portal/contract/lottery';
import type {
  LotteryArea,
  LotteryRegion,
  VnMenuGame,
  VnMenuOutput,
  VnOpenedResult,
} from '@portal/contract/lottery/vn-wire';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Merchant } from '../../merchant/merchant.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage } from '../games/catalogue.ts';
import { enabledGames } from './lottery-games.ts';
import { gameName, type LotteryGame } from './lottery-terms.ts';
import { periodColumns, type PeriodRow } from './periods.ts';
import { resultProvider } from './result-providers.ts';

/**
 * The regional lotteries' menus (`/lgw/vn/...`): the VN stations and SEA draws by region with
 * the period each sells, the member's recent ones, and the latest results. The games are the
 * engine's own (`lottery_game` rows with a `region`), bet and settled like any other.
 */

/** The regions of each page, in menu order. */
const areaRegions: Record<LotteryArea, LotteryRegion[]> = {
  VN: ['MN', 'MT', 'MB'],
  SEA: ['4D', 'THAI'],
};

/** Region names; other languages read the English one. */
const regionNames: Record<LotteryRegion, Record<string, string>> = {
  MB: { PT: 'Norte (Miền Bắc)', EN: 'North (Miền Bắc)' },
  MT: { PT: 'Centro (Miền Trung)', EN: 'Central (Miền Trung)' },
  MN: { PT: 'Sul (Miền Nam)', EN: 'South (Miền Nam)' },
  '4D': { PT: '4D', EN: '4D' },
  THAI: { PT: 'Tailândia', EN: 'Thai' },
};

const sourceOf = (game: LotteryGame) => resultProvider(game).source;

/** The enabled regional games of an area, in the area's region order. */
async function areaGames(platform: Platform, merchant: Merchant, area: LotteryArea) {
  const regions = areaRegions[area];
  return (await enabledGames(platform.db, merchant.id))
    .filter((g) => g.region !== null && regions.includes(g.region))
    .sort((a, b) => regions.indexOf(a.region!) - regions.indexOf(b.region!));
}

/**
 * The period running at `now` of each of `games` (selling, or closed awaiting its draw), in one
 * query: the menu is asked every 30 s by every open page, over some 36 stations.
 */
async function currentPeriods(
  platform: Platform,
  merchant: Merchant,
  games: readonly LotteryGame[],
  now: number,
): Promise<Map<string, PeriodRow>> {
  const rows = await platform.db.query<PeriodRow>(
    `select distinct on (game_code) ${periodColumns} from lottery_period
     where merchant_id = $1 and game_code = any($2::text[]) and draws_at > $3
       and status <> 'CANCELLED'
     order by game_code, draws_at`,
    [merchant.id, games.map((g) => g.gameCode), new Date(now).toISOString()],
  );
  return new Map(rows.map((row) => [row.game_code, row]));
}

function menuGame(
  game: LotteryGame,
  current: PeriodRow | null,
  language: string,
  now: number,
): VnMenuGame {
  const schedule = game.drawSchedule;
  const zone = schedule?.timeZone ?? 'UTC';
  return {
    gameCode: game.gameCode,
    name: gameName(game, language),
    region: game.region!,
    shape: game.shape,
    drawTime: schedule?.drawTime ?? '',
    timeZone: zone,
    days: schedule?.days ?? [],
    monthDays: schedule?.monthDays ?? [],
    periodNo: current?.period_no ?? null,
    status: current?.status ?? null,
    closesAt: current?.closes_at.getTime() ?? null,
    drawsAt: current?.draws_at.getTime() ?? null,
    drawsToday: current !== null && dayOf(current.draws_at.getTime(), zone) === dayOf(now, zone),
    resultSource: sourceOf(game),
  };
}

/** The area's menus: its regions, each with its games, the ones drawing soonest first. */
export async function vnMenu(
  platform: Platform,
  merchant: Merchant,
  area: LotteryArea,
  language: string,
): Promise<VnMenuOutput> {
  const now = platform.clock.now();
  const games = await areaGames(platform, merchant, area);
  const current = await currentPeriods(platform, merchant, games, now);
  const groups: VnMenuOutput['groups'] = [];
  for (const region of areaRegions[area]) {
    const menus = games
      .filter((g) => g.region === region)
      .map((g) => menuGame(g, current.get(g.gameCode) ?? null, language, now));
    if (menus.length === 0) continue;
    menus.sort((a, b) => (a.drawsAt ?? Infinity) - (b.drawsAt ?? Infinity));
    const names = regionNames[region];
    groups.push({ region, name: names[language] ?? names.EN!, gameMenus: menus });
  }
  return { area, now, groups };
}

interface DrawnRow {
  game_code: string;
  period_no: string;
  drawn_at: Date;
  result: number[];
  result_version: number;
}

/**
 * The latest results: the last `pageSize` draws of one game, or the last draw of each game of
 * the area. A game of another area (or none) answers an empty list.
 */
export async function vnOpened(
  platform: Platform,
  merchant: Merchant,
  input: { area: LotteryArea; gameCode?: string | undefined; pageSize: number },
  language: string,
): Promise<{ list: VnOpenedResult[] }> {
  const games = new Map(
    (await areaGames(platform, merchant, input.area)).map((g) => [g.gameCode, g]),
  );
  const codes = input.gameCode === undefined ? [...games.keys()] : [input.gameCode];
  const drawn = `merchant_id = $1 and game_code = any($2::text[]) and result is not null
    and status in ('DRAWN', 'SETTLED')`;
  const rows = await platform.db.query<DrawnRow>(
    input.gameCode === undefined
      ? `select distinct on (game_code) game_code, period_no, drawn_at, result, result_version
         from lottery_period where ${drawn} order by game_code, draws_at desc`
      : `select game_code, period_no, drawn_at, result, result_version
         from lottery_period where ${drawn} order by draws_at desc limit $3`,
    input.gameCode === undefined
      ? [merchant.id, codes]
      : [merchant.id, codes.filter((c) => games.has(c)), input.pageSize],
  );
  const list = rows.flatMap((row) => {
    const game = games.get(row.game_code);
    if (!game) return [];
    return [
      {
        gameCode: game.gameCode,
        name: gameName(game, language),
        region: game.region!,
        shape: game.shape,
        periodNo: row.period_no,
        drawnAt: row.drawn_at.getTime(),
        result: row.result,
        resultVersion: row.result_version,
        resultSource: sourceOf(game),
      },
    ];
  });
  // The strip shows the newest first.
  if (input.gameCode === undefined) list.sort((a, b) => b.drawnAt - a.drawnAt);
  return { list };
}

/** The member's regional games, most recently bet first (at most 8). */
async function vnRecent(
  platform: Platform,
  merchant: Merchant,
  memberId: string,
  language: string,
) {
  const games = new Map(
    [
      ...(await areaGames(platform, merchant, 'VN')),
      ...(await areaGames(platform, merchant, 'SEA')),
    ].map((g) => [g.gameCode, g]),
  );
  const rows = await platform.db.query<{ game_code: string; last: string }>(
    `select game_code, max(placed_ms)::text as last from lottery_ticket
     where merchant_id = $1 and member_id = $2 and game_code = any($3::text[])
     group by game_code order by max(placed_ms) desc limit 8`,
    [merchant.id, memberId, [...games.keys()]],
  );
  return {
    list: rows.map((row) => {
      const game = games.get(row.game_code)!;
      return {
        gameCode: game.gameCode,
        name: gameName(game, language),
        region: game.region!,
        lastBetAt: Number(row.last),
      };
    }),
  };
}

export function registerVnMenus(app: FastifyInstance, platform: Platform): void {
  registerEndpoint(app, lotteryEndpoints.vnMenu, ({ input, merchant, language }) =>
    vnMenu(platform, merchant, input.area, catalogueLanguage(language, merchant)),
  );
  registerEndpoint(app, lotteryEndpoints.vnMenuRecent, ({ merchant, session, language }) =>
    vnRecent(platform, merchant, session!.memberId, catalogueLanguage(language, merchant)),
  );
  registerEndpoint(app, lotteryEndpoints.vnOpened, ({ input, merchant, language }) =>
    vnOpened(platform, merchant, input, catalogueLanguage(language, merchant)),
  );
}
