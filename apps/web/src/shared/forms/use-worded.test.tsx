import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n, loadTranslations, loadMessages } from '../../i18n/i18n.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ApiError } from '../api/api-error.ts';
import { useWorded } from './use-worded.ts';
import { errorText } from './error-text.ts';

/** A form's notice and refusal as a member's action leaves them. */
function Feedback() {
  const { t } = useTranslation();
  const [notice, setNotice] = useWorded();
  const [failure, setFailure] = useWorded();
  return (
    <div>
      <button
        type="button"
        onClick={() => setNotice(() => t('header.logoLabel', { name: 'Aurora' }))}
      >
        done
      </button>
      <button
        type="button"
        onClick={() =>
          setFailure(() =>
            errorText(new ApiError({ status: 409, code: 'insufficient_funds', message: '' })),
          )
        }
      >
        refused
      </button>
      <button type="button" onClick={() => setNotice(null)}>
        clear
      </button>
      <p role="status">{notice}</p>
      <p role="alert">{failure}</p>
    </div>
  );
}

async function switchTo(language: 'EN' | 'PT') {
  await act(async () => {
    await loadTranslations(language);
    await i18n.changeLanguage(language.toLowerCase());
  });
}

describe('useWorded', () => {
  it('words the last notice and refusal again after a switch of language', async () => {
    await loadMessages();
    render(<Feedback />);
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'done' }));
    fireEvent.click(screen.getByRole('button', { name: 'refused' }));
    expect(screen.getByRole('status').textContent).toBe('Página inicial de Aurora');
    expect(screen.getByRole('alert').textContent).toBe('Saldo insuficiente.');

    await switchTo('EN');
    expect(screen.getByRole('status').textContent).toBe('Aurora home page');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance.');

    await switchTo('PT');
    expect(screen.getByRole('status').textContent).toBe('Página inicial de Aurora');

    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('Saldo insuficiente.');
  });
});
