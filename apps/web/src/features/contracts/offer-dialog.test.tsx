import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../test/find-dialog.ts';
import { ok, requestBody } from '../../test/request-body.ts';
import { emptyPage } from '../../test/wallet-fixture.ts';
import { contract, contractList, openContractsPage, tiered } from './contracts-test-kit.ts';

const realtimeOwn = { realtime: { winRate: '0.005', lossRate: '0.01', minSingleBet: '1.00' } };

describe('the offer dialog', { timeout: 30_000 }, () => {
  it('refuses a rate above the own contract, then sends a valid offer', async () => {
    const offers: Record<string, unknown>[] = [];
    await openContractsPage('agentDailyWages2', {
      '/wps/agent/contracts': () =>
        contractList({ received: [contract()], ownTerms: tiered, offerTo: ['sub3'] }),
      '/wps/agent/contracts/bills': () => emptyPage(),
      '/wps/agent/contracts/offer': async (request) => {
        offers.push(await requestBody(request));
        return ok(contract({ id: '30', upline: 'boss', downline: 'sub3', state: 'offered' }));
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Oferecer um contrato a sub3' }),
    );
    const dialog = await findDialog('Oferecer um contrato a sub3');
    // A first offer starts from the agent's own thresholds; the rates are typed.
    const tier2 = within(dialog).getByRole('group', { name: 'Nível 2' });
    expect(within(tier2).getByLabelText('Apostas válidas mínimas')).toHaveProperty(
      'value',
      '1000.00',
    );
    const tier1 = within(dialog).getByRole('group', { name: 'Nível 1' });
    await userEvent.type(within(tier1).getByLabelText('Taxa (%)'), '1');
    await userEvent.type(within(tier2).getByLabelText('Taxa (%)'), '1,6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(tier2).findByText(
        'As condições não podem ser melhores que as do seu próprio contrato.',
      ),
    ).toBeTruthy();
    expect(offers).toHaveLength(0);

    const rate = within(tier2).getByLabelText('Taxa (%)');
    await userEvent.clear(rate);
    await userEvent.type(rate, '1,2345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    await waitFor(() =>
      expect(offers).toEqual([
        {
          kind: 'dailySalary',
          account: 'sub3',
          terms: {
            tiers: [
              { rate: '0.01', minValidBet: '100.00', minProfit: '0.00', minActiveMembers: 1 },
              { rate: '0.012345', minValidBet: '1000.00', minProfit: '0.00', minActiveMembers: 3 },
            ],
          },
        },
      ]),
    );
    expect(
      await screen.findByText('Oferta enviada a sub3: fica à espera da resposta.'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says which tier breaks the order and which rate is invalid', async () => {
    await openContractsPage('agentDailyWages2', {
      '/wps/agent/contracts': () =>
        contractList({
          received: [contract()],
          given: [contract({ id: '20', upline: 'boss', downline: 'sub1' })],
          ownTerms: tiered,
          offerTo: ['sub1'],
        }),
      '/wps/agent/contracts/bills': () => emptyPage(),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Alterar as condições de sub1' }),
    );
    const dialog = await findDialog('Novas condições para sub1');
    const tier1 = within(dialog).getByRole('group', { name: 'Nível 1' });
    const tier2 = within(dialog).getByRole('group', { name: 'Nível 2' });
    // A change starts from the downline's current terms, rates included.
    expect(within(tier2).getByLabelText('Taxa (%)')).toHaveProperty('value', '1.5');
    await userEvent.clear(within(tier1).getByLabelText('Taxa (%)'));
    await userEvent.type(within(tier1).getByLabelText('Taxa (%)'), '1,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(tier2).findByText(
        'Cada nível deve pagar uma taxa maior que o anterior e nunca pedir menos que ele.',
      ),
    ).toBeTruthy();

    await userEvent.clear(within(tier1).getByLabelText('Taxa (%)'));
    await userEvent.type(within(tier1).getByLabelText('Taxa (%)'), '0,12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    expect(
      await within(tier1).findByText(
        'Indique uma taxa entre 0 e 100 %, com no máximo quatro casas decimais.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover o nível 2' }));
    expect(within(dialog).queryByRole('group', { name: 'Nível 2' })).toBeNull();
  });

  it('offers real-time rates within the own ones', async () => {
    const offers: Record<string, unknown>[] = [];
    await openContractsPage('agentRealtimeSalary', {
      '/wps/agent/contracts': () =>
        contractList({ kind: 'realtimeSalary', ownTerms: realtimeOwn, offerTo: ['sub3'] }),
      '/wps/agent/contracts/bills': () => emptyPage(),
      '/wps/agent/contracts/offer': async (request) => {
        offers.push(await requestBody(request));
        return ok(contract({ kind: 'realtimeSalary', state: 'offered', terms: realtimeOwn }));
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Oferecer um contrato a sub3' }),
    );
    const dialog = await findDialog('Oferecer um contrato a sub3');
    await userEvent.type(within(dialog).getByLabelText('Taxa sobre apostas ganhas (%)'), '0,6');
    await userEvent.type(within(dialog).getByLabelText('Taxa sobre apostas perdidas (%)'), '0,8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    const win = within(dialog).getByLabelText('Taxa sobre apostas ganhas (%)');
    await waitFor(() => expect(win.getAttribute('aria-invalid')).toBe('true'));
    expect(
      within(dialog).getByText(
        'As condições não podem ser melhores que as do seu próprio contrato.',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByLabelText('Taxa sobre apostas perdidas (%)').getAttribute('aria-invalid'),
    ).toBeNull();
    await userEvent.clear(win);
    await userEvent.type(win, '0,25');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar oferta' }));
    await waitFor(() =>
      expect(offers).toEqual([
        {
          kind: 'realtimeSalary',
          account: 'sub3',
          terms: { realtime: { winRate: '0.0025', lossRate: '0.008', minSingleBet: '1.00' } },
        },
      ]),
    );
  });
});
