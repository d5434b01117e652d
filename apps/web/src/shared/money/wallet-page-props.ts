import type { MemberInfo } from '@portal/contract/member';

/** Member-centre pages the wallet pages link to. */
export type WalletLinkPage =
  'securityCenter' | 'depositv2' | 'withdraw' | 'transferFund' | 'transactionHistory';

/** What the member centre hands every wallet page (the route builds it). */
export interface WalletPageProps {
  /** The logged-in member (member info, kept live by the socket's `balance` event). */
  member: MemberInfo;
  /** The address of another member-centre page. */
  pageHref: (page: WalletLinkPage) => string;
  /** Money moved: the app refreshes what shows the main balance (the header). */
  onMoneyMoved: () => void;
}
