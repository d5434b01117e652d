import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadTranslations } from '../../i18n/i18n.ts';
import { fail, ok } from '../../test/request-body.ts';
import { inviteCard, openReferralPage, referee, referral } from './referral-test-kit.tsx';

// The page is drawn outside the app start, which provides the status: the brand's clock
// (São Paulo) comes from the test status instead.
vi.mock('../system/index.ts', async () => {
  const { makeStatus } = await import('../../test/status-fixture.ts');
  const status = makeStatus();
  return { useStatus: () => status };
});

// The QR generator draws modules no test can read: the stand-in keeps the value it encodes.
vi.mock('../../shared/ui/qr-svg.tsx', () => ({
  QrSvg: ({ value }: { value: string }) => <svg data-value={value} />,
}));

const link = `${window.location.origin}/register?referralCode=ANA7K2`;

/** The body rows of the friends table, as the text of their cells. */
function friendRows(name = 'Os amigos que convidou'): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

/** The value shown under a total's label. */
const total = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the referral page', { timeout: 30_000 }, () => {
  it('shows the code, the link and its QR code, and the deal with its amounts', async () => {
    openReferralPage(referral());
    const card = await inviteCard();
    const code = within(card).getByText('ANA7K2', { selector: 'strong' });
    expect(code.closest('dd')?.previousElementSibling?.textContent).toBe('O seu código de convite');
    const field = within(card).getByRole('textbox', { name: 'A sua ligação de convite' });
    expect((field as HTMLInputElement).value).toBe(link);
    expect(field.hasAttribute('readonly')).toBe(true);
    const qr = within(card).getByRole('img', { name: 'Código QR da sua ligação de convite' });
    await waitFor(() => expect(qr.querySelector('svg')?.getAttribute('data-value')).toBe(link));

    const how = screen.getByRole('region', { name: 'Como funciona' });
    expect(
      within(how).getByText(
        'Cada amigo que se registar com o seu código e depois depositar R$ 50,00 e apostar R$ 100,00 dá-lhe R$ 20,00, para resgatar no centro de recompensas.',
      ),
    ).toBeTruthy();
  });

  it('copies the link and the code to the clipboard and says so', async () => {
    const user = userEvent.setup();
    openReferralPage(referral());
    const card = await inviteCard();
    await user.click(within(card).getByRole('button', { name: 'Copiar a ligação de convite' }));
    expect(await navigator.clipboard.readText()).toBe(link);
    const statuses = within(card).getAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual(['', 'Copiado.']);

    await user.click(within(card).getByRole('button', { name: 'Copiar o código de convite' }));
    expect(await navigator.clipboard.readText()).toBe('ANA7K2');
    expect(within(card).getAllByRole('status')[0]!.textContent).toBe('Copiado.');
  });

  it('says how to copy by hand when the browser has no clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as never);
    openReferralPage(referral());
    const card = await inviteCard();
    await user.click(within(card).getByRole('button', { name: 'Copiar a ligação de convite' }));
    expect(
      await within(card).findByText('Não foi possível copiar: selecione o texto e copie-o à mão.'),
    ).toBeTruthy();
    // Focusing the field selects the whole link, ready for the keyboard's copy.
    const field = within(card).getByRole<HTMLInputElement>('textbox', {
      name: 'A sua ligação de convite',
    });
    await user.click(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, link.length]);
  });

  it('lists the friends with their progress and state, and the totals', async () => {
    openReferralPage(
      referral({
        referees: [
          referee(),
          referee({
            name: 'ma***la',
            joinedAt: '2026-11-02T02:30:00.000Z',
            deposit: '1500.00',
            validBet: '2300.40',
            state: 'rewarded',
          }),
        ],
        rewardedCount: 1,
        rewardedTotal: '20.00',
      }),
    );
    await screen.findByRole('table', { name: 'Os amigos que convidou' });
    expect(total('Amigos convidados')).toBe('2');
    expect(total('Amigos recompensados')).toBe('1');
    expect(total('Recompensas ganhas')).toBe('R$ 20,00');
    // 02:30 UTC on the 2nd is still the 1st on the brand's clock.
    expect(friendRows()).toEqual([
      ['jo***09', '20/11/2026', 'R$ 20,00', 'R$ 35,50', 'A aguardar'],
      ['ma***la', '01/11/2026', 'R$ 1.500,00', 'R$ 2.300,40', 'Recompensado'],
    ]);
  });

  it('invites the member to share while no friend has come', async () => {
    openReferralPage(referral());
    expect(
      await screen.findByText(
        'Ainda não convidou nenhum amigo. Partilhe a sua ligação ou o código QR: quem se registar com eles aparece aqui.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(total('Amigos convidados')).toBe('0');
    expect(total('Recompensas ganhas')).toBe('R$ 0,00');
  });

  it('leaves out a condition of zero from the deal', async () => {
    openReferralPage(referral({ minValidBet: '0.00' }));
    const how = await screen.findByRole('region', { name: 'Como funciona' });
    expect(
      within(how).getByText(
        'Cada amigo que se registar com o seu código e depois depositar R$ 50,00 dá-lhe R$ 20,00, para resgatar no centro de recompensas.',
      ),
    ).toBeTruthy();
  });

  it('tells the member when the brand runs no referral promotion, with nothing to press', async () => {
    openReferralPage(referral({ enabled: false, code: '' }));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'A promoção de convites não está aberta neste site',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offers a retry when the call fails, and speaks English too', async () => {
    let fails = true;
    openReferralPage(() => (fails ? fail(500, 'internal_error') : ok(referral())));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar estes dados.');
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    await inviteCard();

    await loadTranslations('EN');
    await act(() => i18n.changeLanguage('en'));
    const card = await screen.findByRole('region', { name: 'Invite friends' });
    expect(within(card).getByRole('button', { name: 'Copy the invitation link' })).toBeTruthy();
    expect(
      screen.getByText(
        'Each friend who registers with your code and then deposits R$ 50.00 and bets R$ 100.00 brings you R$ 20.00, to claim in the reward centre.',
      ),
    ).toBeTruthy();
  });
});
