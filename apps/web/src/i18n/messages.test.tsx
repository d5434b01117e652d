import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadMessages } from './i18n.ts';
import { useTranslation } from './use-translation.ts';

function Shows({ code }: { code: 'in_input_empty' }) {
  const { t } = useTranslation();
  return <p>{t(code)}</p>;
}

// Each test file has its modules to itself: the messages start unloaded here, as on a first
// visit, and these tests run in order.
describe('error and validation messages', () => {
  it('bundles only the errors the app words itself with the first screen', () => {
    expect(i18n.t('network_abnormal')).toBe('Ligação de rede anormal. Tente de novo.');
    expect(i18n.t('chunk_load_error')).toBe(
      'Não foi possível carregar esta secção. Verifique a ligação e tente de novo.',
    );
    expect(i18n.exists('in_input_empty')).toBe(false);
  });

  it('loads the rest when a screen shows one, and draws that screen again', async () => {
    render(<Shows code="in_input_empty" />);
    expect(await screen.findByText('O campo não pode ficar vazio.')).toBeTruthy();
    expect(i18n.exists('session_expired')).toBe(true);
  });

  it('loads them once, however many ask', async () => {
    const first = loadMessages();
    expect(loadMessages()).toBe(first);
    await first;
  });
});
