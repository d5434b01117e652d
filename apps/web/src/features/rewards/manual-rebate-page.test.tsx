import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n, loadTranslations } from '../../i18n/i18n.ts';
import { lastDays } from '../../shared/money/date-range.ts';
import { memberInfo } from '../../test/member-fixture.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { requestsTo } from '../../test/wallet-fixture.ts';
import { useSessionStore } from '../session/index.ts';
import { bonus, bonusPage, lastQuery, openRewardsPage, rewardsPath } from './rewards-test-kit.ts';
import type { Bonus, ManualRebate } from './rewards-types.ts';
import { manualRebate } from './vip-rebate-test-kit.ts';

/** The bonus a rebate claim of R$ 12,34 made. */
const claimedRebate = bonus({
  id: '40',
  source: 'rebate',
  title: 'Reembolso',
  amount: '12.34',
  turnoverRequired: '0.00',
  state: 'claimed',
  createdAt: '2026-11-21T13:00:00.000Z',
  settledAt: '2026-11-21T13:00:00.000Z',
  expiresAt: null,
});

/** The rebate once claimed: it starts again from the claim, with nothing due yet. */
const afterClaim = manualRebate({
  since: '2026-11-21T12:59:00.000Z',
  until: '2026-11-21T13:00:00.000Z',
  lines: manualRebate().lines.map((line) => ({ ...line, validBet: '0.00', amount: '0.00' })),
  total: '0.00',
  claimable: '0.00',
});

/** The value shown beside a figure's label. */
const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

/** The text that says why a button waits (its accessible description). */
function description(button: HTMLElement): string | null | undefined {
  const id = button.getAttribute('aria-describedby');
  return id === null ? null : document.getElementById(id)?.textContent;
}

/** The rows of a table, as the text of their cells. */
function cells(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

describe('manual rebate', { timeout: 30_000 }, () => {
  it('claims the rebate once, shows the new balance and starts again from the claim', async () => {
    let rebate: ManualRebate = manualRebate();
    let history: Bonus[] = [];
    const keys: (string | null)[] = [];
    const bodies: Record<string, unknown>[] = [];
    const { fetchMock } = await openRewardsPage('manualRebate', {
      [rewardsPath.manualRebate]: () => ok(rebate),
      [rewardsPath.bonusDetails]: () => bonusPage(history),
      [rewardsPath.claimManualRebate]: async (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        bodies.push(await requestBody(request));
        rebate = afterClaim;
        history = [claimedRebate];
        return ok({ bonus: claimedRebate, balance: '1246.84' });
      },
    });
    const table = await screen.findByRole('table', { name: 'Reembolso por tipo de produto' });
    expect(cells(table)).toEqual([
      ['Produto', 'Apostas válidas', 'Taxa', 'Reembolso'],
      ['Casino ao vivo', 'R$ 1.000,00', '0,80 %', 'R$ 8,00'],
      ['Lotaria', 'R$ 0,00', '0,50 %', 'R$ 0,00'],
      ['Jogos PvP', 'R$ 0,00', '0,60 %', 'R$ 0,00'],
      ['Jogos eletrónicos', 'R$ 434,00', '1,00 %', 'R$ 4,34'],
      ['Desporto', 'R$ 0,00', '0,70 %', 'R$ 0,00'],
      ['Total', 'R$ 12,34'],
    ]);
    // Times on the brand's clock (São Paulo, UTC-3).
    expect(
      screen.getByText(
        'Contam as apostas liquidadas de 20/11/2026, 10:00 a 21/11/2026, 09:59. Taxas do seu nível VIP (2).',
      ),
    ).toBeTruthy();
    expect(figure('A resgatar agora')).toBe('R$ 12,34');
    expect(figure('Mínimo por resgate')).toBe('R$ 5,00');
    expect(figure('Ainda pode resgatar hoje')).toBe('Sem limite diário');
    expect(
      await screen.findByText('Não resgatou nenhum reembolso nos últimos 91 dias.'),
    ).toBeTruthy();
    // The history is the bonus details, rebates only, over the longest period they allow.
    const query = lastQuery(fetchMock, rewardsPath.bonusDetails);
    expect(query.get('source')).toBe('rebate');
    expect(query.get('startDate')).toBe(lastDays(91, 'America/Sao_Paulo').startDate);
    expect(query.has('state')).toBe(false);

    const infoReads = requestsTo(fetchMock, '/wps/member/info').length;
    const button = screen.getByRole('button', { name: 'Resgatar R$ 12,34' });
    expect(button).toHaveProperty('disabled', false);
    expect(description(button)).toBeNull();
    await userEvent.click(button);
    const done = await screen.findByText(
      'Reembolso resgatado: R$ 12,34 creditados na carteira principal. Saldo atual: R$ 1.246,84.',
    );
    expect(done.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(done);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/u);
    expect(bodies).toEqual([{}]);
    expect(useSessionStore.getState().member?.balance).toBe('1246.84');
    // onMoneyMoved: the header reads member info again.
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/wps/member/info').length).toBeGreaterThan(infoReads),
    );
    // The rebate and the history are read again: nothing due now, the claim listed.
    const next = await screen.findByRole('button', { name: 'Resgatar R$ 0,00' });
    expect(next).toHaveProperty('disabled', true);
    expect(description(next)).toBe(
      'Ainda não há reembolso: as apostas contam depois de liquidadas.',
    );
    const claims = await screen.findByRole('table', { name: 'Reembolsos resgatados' });
    expect(within(claims).getByText('Resgatado')).toBeTruthy();
    expect(within(claims).getByText('R$ 12,34')).toBeTruthy();
    expect(requestsTo(fetchMock, rewardsPath.claimManualRebate)).toHaveLength(1);

    // The notice is worded again in the language the member switches to, figures included.
    await act(async () => {
      await loadTranslations('EN');
      await i18n.changeLanguage('en');
    });
    expect(
      await screen.findByText(
        'Rebate claimed: R$ 12.34 credited to your main wallet. Balance now: R$ 1,246.84.',
      ),
    ).toBeTruthy();
  });

  it('keeps the button off below the minimum or past the daily cap, and says why', async () => {
    let rebate = manualRebate({ total: '3.00', claimable: '3.00', dailyLeft: '50.00' });
    const { fetchMock } = await openRewardsPage('manualRebate', {
      [rewardsPath.manualRebate]: () => ok(rebate),
      [rewardsPath.bonusDetails]: () => bonusPage([]),
    });
    const button = await screen.findByRole('button', { name: 'Resgatar R$ 3,00' });
    expect(button).toHaveProperty('disabled', true);
    expect(description(button)).toBe(
      'O reembolso a resgatar (R$ 3,00) ainda está abaixo do mínimo de R$ 5,00. Continue a jogar.',
    );
    expect(figure('Ainda pode resgatar hoje')).toBe('R$ 50,00');

    rebate = manualRebate({ dailyLeft: '0.00', claimable: '0.00' });
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const capped = await screen.findByRole('button', { name: 'Resgatar R$ 0,00' });
    expect(capped).toHaveProperty('disabled', true);
    expect(description(capped)).toBe(
      'Atingiu o limite diário de reembolso. Volte amanhã para resgatar o resto.',
    );
    expect(figure('Ainda pode resgatar hoje')).toBe('R$ 0,00');
    expect(requestsTo(fetchMock, rewardsPath.claimManualRebate)).toHaveLength(0);
  });

  it('shows why a claim was refused and reads the rebate again', async () => {
    const { fetchMock } = await openRewardsPage('manualRebate', {
      [rewardsPath.manualRebate]: () => ok(manualRebate()),
      [rewardsPath.bonusDetails]: () => bonusPage([]),
      [rewardsPath.claimManualRebate]: () => fail(409, 'rebate_not_claimable'),
    });
    const button = await screen.findByRole('button', { name: 'Resgatar R$ 12,34' });
    const reads = requestsTo(fetchMock, rewardsPath.manualRebate).length;
    const infoReads = requestsTo(fetchMock, '/wps/member/info').length;
    await userEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Não foi possível resgatar o reembolso. Ainda não há reembolso a resgatar: o valor está abaixo do mínimo ou o limite diário foi atingido.',
    );
    await waitFor(() =>
      expect(requestsTo(fetchMock, rewardsPath.manualRebate).length).toBeGreaterThan(reads),
    );
    // Nothing was credited: the header's member info is not read again.
    expect(requestsTo(fetchMock, '/wps/member/info')).toHaveLength(infoReads);
    expect(useSessionStore.getState().member?.balance).toBe('1234.50');
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
  });

  it('retries a claim that met a server failure with the same idempotency key', async () => {
    const keys: (string | null)[] = [];
    await openRewardsPage('manualRebate', {
      [rewardsPath.manualRebate]: () => ok(manualRebate()),
      [rewardsPath.bonusDetails]: () => bonusPage([]),
      [rewardsPath.claimManualRebate]: (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        return keys.length === 1
          ? fail(503, 'internal_error')
          : ok({ bonus: claimedRebate, balance: '1246.84' });
      },
    });
    const button = await screen.findByRole('button', { name: 'Resgatar R$ 12,34' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    expect(await screen.findByText(/^Reembolso resgatado: R\$ 12,34/u)).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('tells the member when the brand offers no manual rebate', async () => {
    const { fetchMock } = await openRewardsPage(
      'manualRebate',
      { [rewardsPath.manualRebate]: () => fail(404, 'rebate_disabled') },
      { member: memberInfo() },
    );
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'O reembolso manual não está disponível neste site',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Resgatar/u })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(fetchMock, rewardsPath.bonusDetails)).toHaveLength(0);
  });
});
