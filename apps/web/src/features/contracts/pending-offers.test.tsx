import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { ok, requestBody } from '../../test/request-body.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { consolidated, emptyPage, requestsTo } from '../../test/wallet-fixture.ts';
import { useSessionStore } from '../session/index.ts';
import {
  contract,
  contractList,
  contractsStatus,
  logInAgent,
  openContractsPage,
} from './contracts-test-kit.ts';

const offers = [
  contract({ id: '40', state: 'offered', activeFrom: null }),
  contract({
    id: '41',
    kind: 'dividend',
    state: 'offered',
    activeFrom: null,
    upline: null,
    terms: {
      period: 'monthly',
      tiers: [{ rate: '0.2', minValidBet: '0.00', minProfit: '500.00', minActiveMembers: 2 }],
    },
  }),
];

describe('the pending-offer popup', { timeout: 30_000 }, () => {
  it('lists every pending offer of an agent with a flag, answers one and closes leaving the rest', async () => {
    let pending = offers;
    const answers: Record<string, unknown>[] = [];
    await openContractsPage('agentTeamOverview', {
      '/wps/member/info/funds/consolidated': () =>
        ok(consolidated({ dailysalreqtype: pending.length === 2 ? 1 : 0, divtypereq: 1 })),
      '/wps/agent/contracts/pending': () => ok(pending),
      '/wps/relay/MCS2_processDailySalContract': async (request) => {
        answers.push(await requestBody(request));
        pending = offers.slice(1);
        return ok(contract({ id: '40' }));
      },
    });
    const dialog = await findDialog('Ofertas de contrato à sua espera');
    expect(within(dialog).getByRole('heading', { name: 'Salário diário · top' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Dividendos · A casa' })).toBeTruthy();
    const dividend = within(dialog).getByRole('table', { name: 'Condições: Dividendos · A casa' });
    expect(within(dividend).getByText('20 %')).toBeTruthy();
    expect(within(dialog).getByText('Período de liquidação: Mensal')).toBeTruthy();

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Aceitar a oferta de top (Salário diário)' }),
    );
    await waitFor(() => expect(answers).toEqual([{ contractId: '40', action: 'accept' }]));
    await waitFor(() =>
      expect(within(dialog).queryByRole('heading', { name: 'Salário diário · top' })).toBeNull(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Responder mais tarde' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows nothing for an agent without a flag', async () => {
    const fetchMock = logInAgent({
      '/wps/member/info/funds/consolidated': () => ok(consolidated()),
      '/wps/agent/contracts/pending': () => ok(offers),
      '/wps/agent/contracts': () => contractList(),
      '/wps/agent/contracts/bills': () => emptyPage(),
    });
    renderRoutes('/agent?acPage=agentDailyWages2', { status: contractsStatus });
    await screen.findByRole('region', { name: 'O meu contrato' });
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/wps/member/info/funds/consolidated')).toHaveLength(1),
    );
    expect(requestsTo(fetchMock, '/wps/agent/contracts/pending')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pops up on the portal pages too, but not for a member who is no agent', async () => {
    const member = memberInfo();
    const memberFetch = stubFetch({
      '/wps/member/info': () => ok(member),
      '/wps/member/info/funds/consolidated': () => ok(consolidated({ divtypereq: 1 })),
    });
    useSessionStore.getState().setToken('tok');
    useSessionStore.getState().setMember(member);
    const first = renderRoutes('/', { status: contractsStatus });
    // The announcement check comes in the same chunk as the offer check: once it has asked, the
    // offer check has had its turn.
    await waitFor(() => expect(requestsTo(memberFetch, '/wps/announcements')).not.toHaveLength(0));
    expect(requestsTo(memberFetch, '/wps/member/info/funds/consolidated')).toHaveLength(0);
    first.unmount();

    logInAgent({
      '/wps/member/info/funds/consolidated': () => ok(consolidated({ divtypereq: 1 })),
      '/wps/agent/contracts/pending': () => ok(offers.slice(1)),
    });
    renderRoutes('/', { status: contractsStatus });
    const dialog = await findDialog('Ofertas de contrato à sua espera');
    expect(within(dialog).getByRole('heading', { name: 'Dividendos · A casa' })).toBeTruthy();
  });
});
