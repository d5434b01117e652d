import { useSearchParams } from 'react-router';
import { MemberCenter } from '../../features/member/member-center.tsx';
import { toMemberPage } from '../../features/member/member-pages.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { paths } from '../paths.ts';

/** /member: the member centre on the page named by `mcPage` (default securityCenter). */
export function MemberCenterRoute() {
  const [params] = useSearchParams();
  const isTrial = useSessionStore((state) => state.isTrial);
  return (
    <MemberCenter
      page={toMemberPage(params.get('mcPage'))}
      pageHref={paths.member.build}
      isTrial={isTrial}
    />
  );
}
