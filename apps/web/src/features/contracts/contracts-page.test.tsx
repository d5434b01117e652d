import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, loadTranslations } from '../../i18n/i18n.ts';
import { findDialog } from '../../test/find-dialog.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { emptyPage, requestsTo } from '../../test/wallet-fixture.ts';
import {
  contract,
  contractList,
  contractsStatus,
  logInAgent,
  openContractsPage,
  tiered,
} from './contracts-test-kit.ts';

const better = {
  tiers: [{ rate: '0.02', minValidBet: '100.00', minProfit: '0.00', minActiveMembers: 1 }],
};

describe('contract pages', { timeout: 30_000 }, () => {
  it('shows my contract and the offer beside the terms it replaces, and accepts it', async () => {
    let answered = false;
    const bodies: Record<string, unknown>[] = [];
    const { fetchMock } = await openContractsPage('agentDailyWages2', {
      '/wps/agent/contracts': () =>
        contractList({
          received: answered
            ? [contract({ id: '11', terms: better, replaces: '10' })]
            : [
                contract(),
                contract({
                  id: '11',
                  state: 'offered',
                  terms: better,
                  activeFrom: null,
                  replaces: '10',
                }),
              ],
        }),
      '/wps/agent/contracts/bills': () => emptyPage(),
      '/wps/relay/MCS2_processDailySalContract': async (request) => {
        bodies.push(await requestBody(request));
        answered = true;
        return ok(contract({ id: '11', terms: better }));
      },
    });
    const mine = await screen.findByRole('region', { name: 'O meu contrato' });
    const current = await within(mine).findByRole('table', { name: 'Condições atuais' });
    expect(within(current).getByRole('rowheader', { name: 'Nível 2' })).toBeTruthy();
    expect(within(current).getByText('1,5 %')).toBeTruthy();
    expect(within(current).getByText('R$ 1.000,00')).toBeTruthy();
    expect(within(mine).getAllByText('top')).toHaveLength(2);
    const offer = within(mine).getByRole('region', { name: 'Oferta à espera da sua resposta' });
    expect(within(offer).getByRole('table', { name: 'Condições oferecidas' })).toBeTruthy();
    const replaced = within(offer).getByRole('table', {
      name: 'Condições atuais que substituiria',
    });
    expect(within(replaced).getByText('1,5 %')).toBeTruthy();
    expect(within(offer).getByText('2 %')).toBeTruthy();
    // The panel of pages not built yet is gone.
    expect(screen.queryByText('Ainda não está aberto')).toBeNull();

    await userEvent.click(within(offer).getByRole('button', { name: 'Aceitar a oferta de top' }));
    await waitFor(() => expect(bodies).toEqual([{ contractId: '11', action: 'accept' }]));
    await waitFor(() =>
      expect(within(mine).queryByRole('region', { name: /Oferta à espera/u })).toBeNull(),
    );
    expect(requestsTo(fetchMock, '/wps/agent/contracts').length).toBeGreaterThan(1);
  });

  it('lists the contracts given with their actions, and withdraws an offer after asking', async () => {
    let withdrawn: Record<string, unknown> | null = null;
    await openContractsPage('agentDailyWages2', {
      '/wps/agent/contracts': () =>
        contractList({
          received: [contract({ upline: null })],
          given: [
            contract({ id: '20', upline: 'boss', downline: 'sub1' }),
            contract({
              id: '21',
              upline: 'boss',
              downline: 'sub2',
              state: 'offered',
              activeFrom: null,
            }),
            contract({
              id: '22',
              upline: 'boss',
              downline: 'sub4',
              state: 'terminationRequested',
              terminationRequestedBy: 'downline',
              endsAt: '2026-11-22T03:00:00.000Z',
            }),
          ],
          ownTerms: tiered,
          offerTo: ['sub1', 'sub2', 'sub3', 'sub4'],
        }),
      '/wps/agent/contracts/bills': () => emptyPage(),
      '/wps/relay/MCS2_processDailySalContract': async (request) => {
        withdrawn = await requestBody(request);
        return ok(contract({ id: '21', state: 'ended' }));
      },
    });
    const mine = await screen.findByRole('region', { name: 'O meu contrato' });
    expect(await within(mine).findByText('A casa')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Contratos que dou' });
    expect(
      within(table).getByRole('button', { name: 'Alterar as condições de sub1' }),
    ).toBeTruthy();
    expect(
      within(table).getByRole('button', { name: 'Pedir o fim do contrato com sub1' }),
    ).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Oferecer um contrato a sub3' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /contrato a sub2/u })).toBeNull();
    expect(
      within(table).getByRole('button', { name: 'Confirmar o fim do contrato com sub4' }),
    ).toBeTruthy();
    expect(within(table).getByText('Termina em 22/11/2026, 00:00')).toBeTruthy();

    // A cell is too narrow for a tier table: it opens in a row of its own, across the table.
    const sub2 = within(table).getByRole('row', { name: /^sub2/u });
    const toggle = within(sub2).getByRole('button', { name: /^Níveis/u });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: /^Condições de sub2/u })).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const terms = screen.getByRole('table', { name: /^Condições de sub2: Níveis/u });
    const spanning = terms.closest('td')!;
    expect(spanning.colSpan).toBe(4);
    expect(spanning.id).toBe(toggle.getAttribute('aria-controls'));
    expect(spanning.closest('tr')!.previousElementSibling).toBe(sub2);
    expect(within(spanning).getByText('Oferta pendente · sub2')).toBeTruthy();
    expect(within(terms).getByRole('rowheader', { name: 'Nível 2' })).toBeTruthy();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: /^Condições de sub2/u })).toBeNull();

    await userEvent.click(within(table).getByRole('button', { name: 'Retirar a oferta a sub2' }));
    const confirm = await findDialog('Retirar a oferta a sub2?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retirar oferta' }));
    await waitFor(() => expect(withdrawn).toEqual({ contractId: '21', action: 'withdraw' }));
    expect(await screen.findByText('Oferta retirada.')).toBeTruthy();
  });

  it('shows an error with a retry, then the empty states', async () => {
    let fails = true;
    await openContractsPage('agentHourSalary', {
      '/wps/agent/contracts': () =>
        fails ? fail(403, 'feature_disabled') : contractList({ kind: 'hourSalary' }),
      '/wps/agent/contracts/bills': () => emptyPage(),
    });
    const mine = await screen.findByRole('region', { name: 'O meu contrato' });
    expect(await within(mine).findByText(/Esta função está desativada\./u)).toBeTruthy();
    fails = false;
    await userEvent.click(within(mine).getByRole('button', { name: 'Tentar de novo' }));
    expect(
      await within(mine).findByText(
        'Ainda não tem um contrato deste tipo. É o seu agente superior que o oferece.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Não tem agentes diretos a quem oferecer um contrato.')).toBeTruthy();
    expect(await screen.findByText('Ainda não recebeu contas deste tipo.')).toBeTruthy();
  });

  it('speaks English too', async () => {
    await loadTranslations('EN');
    await i18n.changeLanguage('en');
    logInAgent({
      '/wps/agent/contracts': () =>
        contractList({
          received: [
            contract({
              state: 'terminationRequested',
              terminationRequestedBy: 'upline',
              endsAt: '2026-11-22T03:00:00.000Z',
            }),
          ],
        }),
      '/wps/agent/contracts/bills': () => emptyPage(),
    });
    renderRoutes('/agent?acPage=agentDailyWages2', { status: contractsStatus });
    const mine = await screen.findByRole('region', { name: 'My contract' });
    const terms = await within(mine).findByRole('table', { name: 'Current terms' });
    expect(within(terms).getByText('1.5%')).toBeTruthy();
    expect(within(terms).getByText('R$ 1,000.00')).toBeTruthy();
    expect(within(mine).getByText('End requested')).toBeTruthy();
    expect(within(mine).getByText(/end requested by the other side/u)).toBeTruthy();
    expect(
      within(mine).getByRole('button', { name: 'Confirm the end of the contract with top' }),
    ).toBeTruthy();
    expect(await screen.findByText('You have not received bills of this kind yet.')).toBeTruthy();
  });
});
