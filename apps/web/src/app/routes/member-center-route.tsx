import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MemberCenter } from '../../features/member/member-center.tsx';
import { toMemberPage } from '../../features/member/member-pages.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { paths } from '../paths.ts';
import { TrialBlocked } from './trial-blocked.tsx';

/**
 * /member: the member centre on the page named by `mcPage` (default securityCenter). A trial
 * account gets the "register a real account" dialog instead of the centre.
 */
export function MemberCenterRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isTrial = useSessionStore((state) => state.isTrial);
  if (isTrial) return <TrialBlocked title={t('sections.memberCenter')} />;
  return <MemberCenter page={toMemberPage(params.get('mcPage'))} pageHref={paths.member.build} />;
}
