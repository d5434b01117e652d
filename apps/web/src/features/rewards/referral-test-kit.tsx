import { rewardsEndpoints } from '@portal/contract/rewards';
import type { MemberInfo } from '@portal/contract/member';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { AppProviders } from '../../app/providers/app-providers.tsx';
import { createQueryClient } from '../../app/providers/query-client.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { useSessionStore } from '../session/index.ts';
import { ReferralPage } from './referral-page.tsx';
import type { Referee, Referral } from './referral-types.ts';

/** A friend who registered on 20 November 2026 and has not met the conditions yet. */
export function referee(overrides: Partial<Referee> = {}): Referee {
  return {
    name: 'jo***09',
    joinedAt: '2026-11-20T13:00:00.000Z',
    deposit: '20.00',
    validBet: '35.50',
    state: 'pending',
    ...overrides,
  };
}

/**
 * The member's referral answer: code `ANA7K2`, R$ 20,00 per friend who deposits R$ 50,00 and
 * bets R$ 100,00; no friends unless told.
 */
export function referral(overrides: Partial<Referral> = {}): Referral {
  return {
    enabled: true,
    code: 'ANA7K2',
    reward: '20.00',
    minDeposit: '50.00',
    minValidBet: '100.00',
    referees: [],
    rewardedCount: 0,
    rewardedTotal: '0.00',
    ...overrides,
  };
}

/**
 * Logs a member in and renders the referral page with the call answered by `answer` (the
 * member centre's route lists its pages itself, so the page is drawn as the route draws it,
 * with the route's props). Calls not stubbed answer 501.
 */
export function openReferralPage(
  answer: Referral | (() => Response),
  { member = memberInfo() }: { member?: MemberInfo } = {},
) {
  const fetchMock = stubFetch({
    [rewardsEndpoints.referral.path]: typeof answer === 'function' ? answer : () => ok(answer),
  });
  useSessionStore.getState().setToken('tok');
  useSessionStore.getState().setMember(member);
  const onMoneyMoved = vi.fn();
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <ReferralPage
        member={member}
        pageHref={(page) => `/member?mcPage=${page}`}
        onMoneyMoved={onMoneyMoved}
      />
    </AppProviders>,
  );
  return { ...view, fetchMock, onMoneyMoved };
}

/** The invitation card, once the answer is drawn. */
export const inviteCard = () => screen.findByRole('region', { name: 'Convide amigos' });
