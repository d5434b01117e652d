import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/request-body.ts';
import { emptyPage } from '../../test/wallet-fixture.ts';
import { openAgentPage } from './agent-test-kit.ts';

describe('personal history', { timeout: 20_000 }, () => {
  it('shows the agent’s own bets and, on the other tab, its own movements', async () => {
    await openAgentPage('personalHistoryCopy', {
      '/wps/wallet/bets': () =>
        ok({
          list: [
            {
              betId: 'b-1',
              time: '2026-11-21T10:00:00.000Z',
              vendor: 'PGE',
              gameType: 'RNG',
              gameName: 'Fortune Dice',
              stake: '10.00',
              payout: '25.00',
              profit: '15.00',
              status: 'settled',
            },
          ],
          totals: { stake: '10.00', payout: '25.00', profit: '15.00' },
          totalPages: 1,
          pageNum: 1,
          total: 1,
        }),
      '/wps/wallet/transactions': () => emptyPage(),
    });
    const bets = await screen.findByRole('table', { name: 'Apostas' });
    expect(within(bets).getByText('Fortune Dice')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Movimentos' }));
    expect(await screen.findByText('Ainda não há registos.')).toBeTruthy();
  });
});
