import { lotteryEndpoints } from '@portal/contract/lottery';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage } from '../games/catalogue.ts';
import { requireRealMember } from '../session/policies.ts';
import { cancelTicket } from './cancel.ts';
import { lotteryEngineJob, stepLottery } from './engine.ts';
import { lotteryLaunch } from './launch.ts';
import { lotteryBoard, lotteryLobby } from './lobby.ts';
import { placeBets } from './place-bets.ts';
import { myBets, openedNumeros, verifyPeriod } from './records.ts';
import { registerVnMenus } from './vn-menus.ts';

/** How often the draw engine steps: a 1-minute game's close and draw are never a second late. */
const engineEverySeconds = 1;

/**
 * The lottery's calls (LOTT and ELOTT lanes, and the regional lotteries' menus) and its draw
 * engine. Reading is open to members and trial accounts alike; betting and cancelling need a
 * real account.
 */
export function registerLotteryRoutes(app: FastifyInstance, platform: Platform): void {
  platform.jobs.every(lotteryEngineJob, engineEverySeconds, () =>
    stepLottery(platform, platform.clock.now(), app.log),
  );

  registerEndpoint(app, lotteryEndpoints.games, ({ input, merchant, language }) =>
    lotteryLobby(platform, merchant, input.prizeMode, catalogueLanguage(language, merchant)),
  );

  registerEndpoint(app, lotteryEndpoints.board, ({ input, merchant, session, language }) =>
    lotteryBoard(
      platform,
      merchant,
      session!.memberId,
      input.gameCode,
      catalogueLanguage(language, merchant),
    ),
  );

  registerEndpoint(
    app,
    lotteryEndpoints.placeBets,
    ({ input, merchant, session, idempotencyKey }) => {
      requireRealMember(session!);
      return placeBets(platform, merchant, session!.memberId, idempotencyKey!, input);
    },
    { rateLimit: { name: 'lottery-bets', max: 300, windowMs: 60_000 } },
  );

  registerEndpoint(app, lotteryEndpoints.myBets, ({ input, merchant, session }) =>
    myBets(platform, merchant, session!.memberId, input),
  );

  registerEndpoint(app, lotteryEndpoints.cancelBet, ({ input, merchant, session }) => {
    requireRealMember(session!);
    return cancelTicket(platform, merchant, session!.memberId, input.ticketId);
  });

  registerEndpoint(app, lotteryEndpoints.openedNumero, ({ input, merchant }) =>
    openedNumeros(platform, merchant, input),
  );

  registerEndpoint(app, lotteryEndpoints.verify, ({ input, merchant, session }) =>
    verifyPeriod(platform, merchant, session?.memberId ?? null, input),
  );

  registerVnMenus(app, platform);

  registerEndpoint(app, lotteryEndpoints.lobbyLaunch, ({ input, merchant, session }) => {
    requireRealMember(session!);
    return lotteryLaunch(platform, merchant, input);
  });
}
