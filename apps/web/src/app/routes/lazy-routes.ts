import { lazySection } from './lazy-section.ts';

/**
 * The lazy sections (spec section 2, "Lazy sections"): each import is its own chunk, loaded on
 * the first visit with the section timeout and chunk-load error of `lazySection`.
 */
export const MemberCenter = lazySection(() =>
  import('./member-center-route.tsx').then((m) => m.MemberCenterRoute),
);
export const AgentCenter = lazySection(() =>
  import('./agent-center-route.tsx').then((m) => m.AgentCenterRoute),
);
export const GameCenter = lazySection(() =>
  import('./game-center-route.tsx').then((m) => m.GameCenterRoute),
);
export const GameListCenter = lazySection(() =>
  import('./game-list-center-route.tsx').then((m) => m.GameListCenterRoute),
);
export const AccountGame = lazySection(() =>
  import('./account-game-route.tsx').then((m) => m.AccountGameRoute),
);
export const Lottery = lazySection(() => import('./lottery-route.tsx').then((m) => m.LotteryRoute));
// The content screens come through one small chunk (see content-slots.tsx).
const contentSlots = () => import('./content/content-slots.tsx');
export const Promotions = lazySection(() => contentSlots().then((m) => m.PromotionsRoute));
export const Help = lazySection(() => contentSlots().then((m) => m.HelpRoute));
export const PointMall = lazySection(() =>
  import('../../features/points/point-mall.tsx').then((m) => m.PointMall),
);
export const AgentLayout = lazySection(() =>
  import('../layouts/agent-layout.tsx').then((m) => m.AgentLayout),
);
export const Seamless = lazySection(() =>
  import('./seamless-route.tsx').then((m) => m.SeamlessRoute),
);
// The live hosts, a host's room and the customer-service chat: one chunk each.
export const Hosts = lazySection(() =>
  import('../../features/live/hosts-page.tsx').then((m) => m.HostsPage),
);
export const HostRoom = lazySection(() =>
  import('../../features/live/host-room-page.tsx').then((m) => m.HostRoomPage),
);
export const SupportChat = lazySection(() =>
  import('../../features/live/support-page.tsx').then((m) => m.SupportPage),
);
export const Download = lazySection(() => contentSlots().then((m) => m.DownloadRoute));
export const Winners = lazySection(() => contentSlots().then((m) => m.WinnersRoute));
export const Languages = lazySection(() => contentSlots().then((m) => m.LanguagesRoute));
