import { lazySection } from './lazy-section.ts';

/**
 * Route `lazy` loaders of the sections (spec section 2, "Lazy sections"): each import is its
 * own chunk, loaded on the first visit with the section timeout and chunk-load error of
 * `lazySection`.
 */
export const memberCenter = lazySection(() =>
  import('./member-center-route.tsx').then((m) => m.MemberCenterRoute),
);
export const agentCenter = lazySection(() =>
  import('./agent-center-route.tsx').then((m) => m.AgentCenterRoute),
);
export const gameCenter = lazySection(() =>
  import('./game-center-route.tsx').then((m) => m.GameCenterRoute),
);
export const gameListCenter = lazySection(() =>
  import('./game-list-center-route.tsx').then((m) => m.GameListCenterRoute),
);
export const accountGame = lazySection(() =>
  import('./account-game-route.tsx').then((m) => m.AccountGameRoute),
);
export const lottery = lazySection(() => import('./lottery-route.tsx').then((m) => m.LotteryRoute));
// The content screens come through one small chunk (see content-slots.tsx).
const contentSlots = () => import('./content/content-slots.tsx');
export const promotions = lazySection(() => contentSlots().then((m) => m.PromotionsRoute));
export const help = lazySection(() => contentSlots().then((m) => m.HelpRoute));
export const pointMall = lazySection(() =>
  import('../../features/points/point-mall.tsx').then((m) => m.PointMall),
);
export const agentLayout = lazySection(() =>
  import('../layouts/agent-layout.tsx').then((m) => m.AgentLayout),
);
export const seamless = lazySection(() =>
  import('./seamless-route.tsx').then((m) => m.SeamlessRoute),
);
// The live hosts, a host's room and the customer-service chat: one chunk each.
export const hosts = lazySection(() =>
  import('../../features/live/hosts-page.tsx').then((m) => m.HostsPage),
);
export const hostRoom = lazySection(() =>
  import('../../features/live/host-room-page.tsx').then((m) => m.HostRoomPage),
);
export const supportChat = lazySection(() =>
  import('../../features/live/support-page.tsx').then((m) => m.SupportPage),
);
export const download = lazySection(() => contentSlots().then((m) => m.DownloadRoute));
export const winners = lazySection(() => contentSlots().then((m) => m.WinnersRoute));
export const languages = lazySection(() => contentSlots().then((m) => m.LanguagesRoute));
