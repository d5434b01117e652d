import type { Endpoint } from '@portal/contract/endpoint';
import type { launchInput, launchOutput } from '@portal/contract/launch';
import type * as z from 'zod/mini';
import { AppError } from '../../http/app-error.ts';
import type { EndpointContext } from '../../http/contract-routes.ts';
import type { Platform } from '../../platform.ts';
import { catalogueLanguage, pickCdn, visibleGames } from '../games/catalogue.ts';
import { recordRecent } from '../games/recent.ts';
import { requireRealMember } from '../session/policies.ts';
import { adapterFor } from './adapters.ts';

type LaunchContext = EndpointContext<Endpoint<typeof launchInput, typeof launchOutput>>;

/**
 * Launches a game or a vendor lobby. Free play (no money) needs no session, only a card that
 * offers a free trial (`supportPlay` 0) and `freePlay: true`. Anything else needs a logged-in,
 * non-trial member: visitors get 401 `in_no_login`, trial accounts 403 `in_need_true_account`.
 * A member's launch of a game is recorded in the recent games.
 */
export async function launch(
  platform: Platform,
  { input, merchant, session, reply }: LaunchContext,
): Promise<z.infer<typeof launchOutput>> {
  const language = catalogueLanguage(input.language, merchant);
  const [vendor] = await platform.db.query<{ display_name: string }>(
    `select v.display_name from ${visibleGames(1)} and g.vendor_code = $2 limit 1`,
    [merchant.id, input.vassalage],
  );
  if (!vendor) throw new AppError('not_found');
  let game: { id: bigint; game_code: string; free_trial: boolean } | undefined;
  if (input.nodeId !== undefined) {
    if (!/^[0-9]{1,18}$/u.test(input.nodeId)) throw new AppError('not_found');
    [game] = await platform.db.query<{ id: bigint; game_code: string; free_trial: boolean }>(
      `select g.id, g.game_code, g.free_trial from ${visibleGames(1)}
       and g.id = $2 and g.vendor_code = $3`,
      [merchant.id, input.nodeId, input.vassalage],
    );
    if (!game) throw new AppError('not_found');
  }
  const freePlay = input.freePlay && game?.free_trial === true;
  if (!freePlay) {
    if (!session) throw new AppError('in_no_login');
    requireRealMember(session);
  }
  if (session && game && !session.isTrial) {
    await recordRecent(platform.db, {
      merchantId: merchant.id,
      memberId: session.memberId,
      gameId: game.id,
      at: new Date(platform.clock.now()),
    });
  }
  const adapter = adapterFor(platform, input.vassalage);
  const path = await adapter.launchUrl({
    merchant,
    memberId: freePlay ? null : (session?.memberId ?? null),
    gameCode: game?.game_code ?? null,
    language,
    freePlay,
    backUrl: input.backUrl,
  });
  reply.header('cache-control', 'no-store');
  return {
    url: adapter.portalPage ? path : `${pickCdn(merchant.launchCdns)}${path}`,
    vendorName: vendor.display_name,
    demo: adapter.demo,
  };
}
