import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AgeTermsGate } from './age-terms-gate.tsx';

describe('age and terms confirmation', () => {
  it('asks on a first visit and cannot be dismissed without ticking the box', async () => {
    render(<AgeTermsGate termsHref="/help#terms" />);
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação de idade e termos' });
    expect(
      screen.getByRole('link', { name: /Ler os termos e condições/ }).getAttribute('href'),
    ).toBe('/help#terms');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar no site' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Confirme a sua idade e aceite os termos para continuar.',
    );
    expect(dialog.isConnected).toBe(true);
    expect(localStorage.getItem('ageTermsAccepted')).toBeNull();

    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'Tenho 18 anos ou mais e aceito os termos e condições',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entrar no site' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('ageTermsAccepted')).toBe('v1');
  });

  it('does not ask again once accepted', () => {
    localStorage.setItem('ageTermsAccepted', 'v1');
    render(<AgeTermsGate termsHref="/help#terms" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
