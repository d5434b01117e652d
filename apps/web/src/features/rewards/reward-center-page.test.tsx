import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberInfo } from '../../test/member-fixture.ts';
import { fail, ok, requestBody } from '../../test/request-body.ts';
import { requestsTo } from '../../test/wallet-fixture.ts';
import { useSessionStore } from '../session/index.ts';
import { bonus, centre, openRewardsPage, promotion, rewardsPath } from './rewards-test-kit.ts';
import type { Bonus } from './rewards-types.ts';

const welcome = bonus();
const mission = bonus({
  id: '12',
  source: 'mission',
  title: 'Prémio da missão semanal',
  amount: '3.50',
  turnoverRequired: '0.00',
  expiresAt: null,
});
const tournament = promotion();
const raffle = promotion({
  promoId: 'p-9',
  title: 'Sorteio de Natal',
  kind: 'raffle',
  endsAt: '2026-12-25T02:59:00.000Z',
});

/** What the server answers a claim of the welcome bonus: the bonus claimed, the new balance. */
function claimed(balance: string) {
  return ok({
    bonus: { ...welcome, state: 'claimed', settledAt: '2026-11-22T10:00:00.000Z' },
    balance,
  });
}

/** The card of a bonus waiting for its claim (an article named by the bonus's title). */
const card = (title: string) => screen.findByRole('article', { name: title });

/** The member centre's menu entry of the reward centre. */
function menuEntry() {
  const menu = screen.getByRole('navigation', { name: 'Centro de membro' });
  return within(menu).getByRole('link', { name: /^Centro de recompensas/u });
}

describe('the reward centre', { timeout: 30_000 }, () => {
  it('claims a bonus once, shows the new balance, reads the centre again and moves the header', async () => {
    let claimable: Bonus[] = [welcome, mission];
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const keys: (string | null)[] = [];
    const bodies: Record<string, unknown>[] = [];
    let credited = false;
    const { fetchMock } = await openRewardsPage(
      'rewardCenter',
      {
        '/wps/member/info': () =>
          ok(
            memberInfo(
              credited
                ? { balance: '1244.50', availablePromoCount: 3 }
                : { availablePromoCount: 4 },
            ),
          ),
        [rewardsPath.rewardCenter]: () => centre(claimable, [tournament, raffle]),
        [rewardsPath.claimReward]: async (request) => {
          keys.push(request.headers.get('Idempotency-Key'));
          bodies.push(await requestBody(request));
          // The answer waits for the test: the button is seen while the claim is on its way.
          await answered;
          claimable = [mission];
          credited = true;
          return claimed('1244.50');
        },
      },
      { member: memberInfo({ availablePromoCount: 4 }) },
    );
    // The menu's badge is the member's count of things to claim or join.
    expect(menuEntry().textContent).toContain('4');

    const first = await card('Bónus de boas-vindas');
    expect(within(first).getByText('Promoção')).toBeTruthy();
    expect(within(first).getByText('R$ 10,00')).toBeTruthy();
    expect(within(first).getByText('R$ 100,00')).toBeTruthy();
    expect(within(first).getByText('27/11/2026, 23:59')).toBeTruthy();
    const second = await card('Prémio da missão semanal');
    expect(within(second).getByText('Missão')).toBeTruthy();
    expect(within(second).getByText('Sem requisito')).toBeTruthy();
    expect(within(second).queryByText('Resgatar até')).toBeNull();

    const promotions = screen.getByRole('region', { name: 'Promoções abertas para si' });
    expect(
      within(promotions).getByRole('link', { name: 'Torneio de slots' }).getAttribute('href'),
    ).toBe('/promotions#p-7');
    expect(
      within(promotions).getByRole('link', { name: 'Sorteio de Natal' }).getAttribute('href'),
    ).toBe('/promotions#p-9');
    expect(within(promotions).getByText('Termina a 24/12/2026, 23:59')).toBeTruthy();
    expect(within(promotions).getByText('Sem data de fim')).toBeTruthy();

    const infoReads = requestsTo(fetchMock, '/wps/member/info').length;
    const centreReads = requestsTo(fetchMock, rewardsPath.rewardCenter).length;
    const button = within(first).getByRole('button', { name: 'Resgatar Bónus de boas-vindas' });
    await userEvent.click(button);
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(button).toHaveProperty('disabled', true);
    expect(button.textContent).toBe('A resgatar…');
    // A second (and third) click while the claim is on its way sends nothing.
    await userEvent.dblClick(button);
    expect(
      within(second).getByRole('button', { name: 'Resgatar Prémio da missão semanal' }),
    ).toHaveProperty('disabled', false);

    release();
    const done = await screen.findByText(
      '«Bónus de boas-vindas» resgatado: R$ 10,00 creditados na carteira principal. Saldo atual: R$ 1.244,50.',
    );
    expect(done.getAttribute('role')).toBe('status');
    // The claimed card leaves: focus goes to the outcome rather than to the top of the page.
    expect(document.activeElement).toBe(done);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bónus de boas-vindas' })).toBeNull(),
    );
    expect(screen.getByRole('article', { name: 'Prémio da missão semanal' })).toBeTruthy();
    expect(requestsTo(fetchMock, rewardsPath.rewardCenter).length).toBeGreaterThan(centreReads);

    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/u);
    expect(bodies).toEqual([{ bonusId: '11' }]);
    // The header reads the answered balance at once, then member info again (onMoneyMoved),
    // which brings the badge down.
    expect(useSessionStore.getState().member?.balance).toBe('1244.50');
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/wps/member/info').length).toBeGreaterThan(infoReads),
    );
    await waitFor(() => expect(menuEntry().textContent).toContain('3'));
  });

  it('shows why a claim was refused, and drops the bonus the server no longer offers', async () => {
    let claimable: Bonus[] = [welcome, mission];
    const { fetchMock } = await openRewardsPage('rewardCenter', {
      [rewardsPath.rewardCenter]: () => centre(claimable),
      [rewardsPath.claimReward]: () => {
        // Claimed in another tab meanwhile.
        claimable = [mission];
        return fail(409, 'reward_not_claimable');
      },
    });
    const first = await card('Bónus de boas-vindas');
    const infoReads = requestsTo(fetchMock, '/wps/member/info').length;
    await userEvent.click(
      within(first).getByRole('button', { name: 'Resgatar Bónus de boas-vindas' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Não foi possível resgatar «Bónus de boas-vindas». Esta recompensa já não pode ser resgatada: já foi resgatada, cancelada ou expirou.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bónus de boas-vindas' })).toBeNull(),
    );
    expect(screen.getByRole('alert')).toBe(alert);
    expect(requestsTo(fetchMock, rewardsPath.claimReward)).toHaveLength(1);
    // Nothing was credited: the header's member info is not read again.
    expect(requestsTo(fetchMock, '/wps/member/info')).toHaveLength(infoReads);
    expect(useSessionStore.getState().member?.balance).toBe('1234.50');
  });

  it('retries a claim that met a server failure with the same idempotency key', async () => {
    let failures = 1;
    const keys: (string | null)[] = [];
    await openRewardsPage('rewardCenter', {
      [rewardsPath.rewardCenter]: () => centre(failures < 0 ? [] : [welcome]),
      [rewardsPath.claimReward]: (request) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (failures > 0) {
          failures -= 1;
          return fail(503, 'internal_error');
        }
        failures = -1;
        return claimed('1244.50');
      },
    });
    const first = await card('Bónus de boas-vindas');
    const button = within(first).getByRole('button', { name: 'Resgatar Bónus de boas-vindas' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toBeTruthy();
    // The first request may have been applied: the retry must meet it, not claim again.
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await userEvent.click(button);
    expect(await screen.findByText(/resgatado: R\$ 10,00 creditados/u)).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('offers a retry when the centre fails, then says when there is nothing to claim', async () => {
    let fails = true;
    await openRewardsPage('rewardCenter', {
      [rewardsPath.rewardCenter]: () => (fails ? fail(500, 'internal_error') : centre([])),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar estes dados.');
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Nada para resgatar de momento' }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ver promoções' });
    expect(link.getAttribute('href')).toBe('/promotions');
    expect(screen.queryByRole('button', { name: /^Resgatar/u })).toBeNull();
  });

  it('keeps both lists when only one is empty', async () => {
    await openRewardsPage('rewardCenter', {
      [rewardsPath.rewardCenter]: () => centre([], [tournament]),
    });
    const bonuses = await screen.findByRole('region', { name: 'Bónus por resgatar' });
    expect(within(bonuses).getByText('Não tem bónus à espera de ser resgatados.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torneio de slots' })).toBeTruthy();
    expect(screen.queryByText('Nada para resgatar de momento')).toBeNull();
  });
});
