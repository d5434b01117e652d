import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/request-body.ts';
import { openMemberPage } from '../../test/wallet-fixture.ts';

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
    expect(within(menu).getAllByRole('link')).toHaveLength(14);
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

  it('keeps the honest "not open yet" panel on pages of later releases', async () => {
    await openMemberPage('referral', {});
    expect(await screen.findByRole('heading', { level: 1, name: 'Convidar amigos' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ainda não está aberto' })).toBeTruthy();
  });
});
