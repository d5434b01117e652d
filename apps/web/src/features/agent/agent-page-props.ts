import type { MemberInfo } from '@portal/contract/member';
import type { WalletLinkPage } from '../../shared/money/wallet-page-props.ts';
import type { AgentPage } from './agent-pages.ts';

/** What the agent centre hands every agent page (the route builds it). */
export interface AgentPageProps {
  /** The logged-in agent (member info, kept live by the socket's `balance` event). */
  member: MemberInfo;
  /** The address of another agent page, with extra query values (`account`). */
  pageHref: (page: AgentPage, query?: Record<string, string>) => string;
  /** The address of a member-centre page (the withdrawal password is set there). */
  memberHref: (page: WalletLinkPage) => string;
  /** Money moved: the app refreshes what shows the main balance (the header). */
  onMoneyMoved: () => void;
  /** The downline the page opens on (`account` of the address), when one was named. */
  account?: string | undefined;
}
