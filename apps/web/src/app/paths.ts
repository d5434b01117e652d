import type { AgentPage } from '../features/agent/agent-pages.ts';
import type { MemberPage } from '../features/member/member-pages.ts';

/** `?key=value` for the defined entries, or nothing when none is defined. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

/** `#id` when an id is given. */
function withHash(path: string, id: string | undefined): string {
  return id === undefined || id === '' ? path : `${path}#${encodeURIComponent(id)}`;
}

const fixed = <P extends string>(pattern: P) => ({ pattern, build: (): P => pattern });

/**
 * Every route of spec section 2: its pattern (what the router matches) beside its link builder
 * (what links and redirects use), so a route and its links can never drift apart.
 */
export const paths = {
  home: { pattern: '/', aliases: ['/index', '/index.html', '/home'], build: () => '/' },
  login: {
    pattern: '/login',
    /** `side=agent` when the visitor came from the agent site: the popup logs in agents. */
    build: (side?: 'agent') => withQuery('/login', { side }),
  },
  register: fixed('/register'),
  member: {
    pattern: '/member',
    build: (page?: MemberPage) => withQuery('/member', { mcPage: page }),
  },
  agent: { pattern: '/agent', build: (page?: AgentPage) => withQuery('/agent', { acPage: page }) },
  agentHome: {
    pattern: '/agentHome',
    build: (page?: AgentPage) => withQuery('/agentHome', { acPage: page }),
  },
  help: { pattern: '/help', build: (term?: string) => withHash('/help', term) },
  sports: fixed('/sports'),
  esports: fixed('/esports'),
  lott: fixed('/lott'),
  elott: fixed('/elott'),
  live: fixed('/live'),
  fish: fixed('/fish'),
  rng: { pattern: '/rng', build: (vassalage?: string) => withQuery('/rng', { vassalage }) },
  pvp: fixed('/pvp'),
  inHouse: fixed('/inHouse'),
  favorite: fixed('/favorite'),
  recent: fixed('/recent'),
  lottery: {
    pattern: '/lottery',
    build: (gameCode?: string) => withQuery('/lottery', { gameCode }),
  },
  seaLottery: {
    pattern: '/seaLottery',
    build: (gameCode?: string) => withQuery('/seaLottery', { gameCode }),
  },
  vnLottery: {
    pattern: '/vnLottery',
    build: (gameCode?: string) => withQuery('/vnLottery', { gameCode }),
  },
  promotions: {
    pattern: '/promotions',
    build: (promoId?: string) => withHash('/promotions', promoId),
  },
  pointMall: fixed('/pointMall'),
  download: fixed('/download'),
  downloadGuide: fixed('/download/guide'),
  winners: fixed('/winners'),
  /** The live hosts (issue #20), apart from `/live`, the live-casino games section. */
  hosts: fixed('/hosts'),
  hostRoom: {
    pattern: '/hosts/:hostId',
    build: (hostId: string) => `/hosts/${encodeURIComponent(hostId)}`,
  },
  /** The customer-service chat window, where the brand's "Live chat" entry leads. */
  supportChat: fixed('/support/chat'),
  languages: fixed('/languages'),
  seamless: {
    pattern: '/seamless',
    build: (query: Record<string, string | undefined> = {}) => withQuery('/seamless', query),
  },
} as const satisfies Record<
  string,
  { pattern: string; aliases?: readonly string[]; build: (...args: never[]) => string }
>;

/** Route names: one per entry of `paths` (the home aliases share the name `home`). */
export type RouteName = keyof typeof paths | 'notFound';
