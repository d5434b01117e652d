import { rewardsEndpoints } from '@portal/contract/rewards';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../../features/session/session-store.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { openMemberPage, requestsTo } from '../../test/wallet-fixture.ts';

const missionSummary = rewardsEndpoints.missionSummary.path;

describe('member centre', { timeout: 20_000 }, () => {
  it('opens the security centre for an unknown page and marks it in the menu', async () => {
    await openMemberPage('nonsense', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Centro de segurança' }),
    ).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Centro de membro' });
    expect(
      within(menu).getByRole('link', { name: 'Centro de segurança' }).getAttribute('aria-current'),
    ).toBe('page');
    // The spec's 15 pages and the responsible-gaming page (issue #21).
    expect(within(menu).getAllByRole('link')).toHaveLength(16);
    // VIP sits right after the reward centre.
    const names = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('VIP')).toBe(names.indexOf('Centro de recompensas') + 1);
  });

  it('shows the unread messages badge in the menu', async () => {
    await openMemberPage('securityCenter', {
      '/wps/relay/CSP_unreadCount': () => ok({ count: 3 }),
    });
    const menu = screen.getByRole('navigation', { name: 'Centro de membro' });
    const messages = within(menu).getByRole('link', { name: /^Mensagens/u });
    await waitFor(() => expect(messages.textContent).toContain('3'));
    expect(within(messages).getByText('3 por ler')).toBeTruthy();
  });

  it('shows the completed missions waiting for a claim on the missions entry', async () => {
    const { fetchMock } = await openMemberPage('securityCenter', {
      [missionSummary]: () => ok({ missions: [], claimable: 2 }),
    });
    const menu = screen.getByRole('navigation', { name: 'Centro de membro' });
    const missions = within(menu).getByRole('link', { name: /^Missões e classificação/u });
    await waitFor(() => expect(missions.textContent).toContain('2'));
    expect(within(missions).getByText('2 missões por resgatar')).toBeTruthy();
    expect(requestsTo(fetchMock, missionSummary)).toHaveLength(1);
  });

  it('asks a trial account for no missions', async () => {
    const trial = memberInfo({ type: 4, isTrial: true });
    const fetchMock = stubFetch({ '/wps/member/info': () => ok(trial) });
    useSessionStore.getState().setToken('tok-trial');
    useSessionStore.getState().setMember(trial);
    renderRoutes('/member?mcPage=missionLeaderboard');
    expect(await findDialog('Conta de teste')).toBeTruthy();
    expect(requestsTo(fetchMock, missionSummary)).toHaveLength(0);
  });

  it('opens the referral page with the member’s invite code', async () => {
    await openMemberPage('referral', {
      [rewardsEndpoints.referral.path]: () =>
        ok({
          enabled: true,
          code: 'ABCD2345',
          reward: '20.00',
          minDeposit: '50.00',
          minValidBet: '100.00',
          referees: [],
          rewardedCount: 0,
          rewardedTotal: '0.00',
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Convidar amigos' })).toBeTruthy();
    expect(await screen.findByText('ABCD2345', { selector: 'strong' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Ainda não está aberto' })).toBeNull();
  });
});
