import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/i18n.ts';
import { ApiError } from '../api/api-error.ts';
import { useModalStore } from '../modals/modal-store.ts';
import { SendCodeButton } from './send-code-button.tsx';

/** Lets the pending promise callbacks (the send's answer) run. */
const settle = () => act(async () => undefined);

describe('SMS send-code button', () => {
  beforeEach(async () => {
    await loadMessages();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('counts down expiredMinutes x 60 s while disabled, then re-enables', async () => {
    const send = vi.fn(async () => 2);
    render(<SendCodeButton send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await settle();
    const button = screen.getByRole('button', { name: 'Reenviar em 120 s' });
    expect(button).toHaveProperty('disabled', true);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Reenviar em 119 s' })).toHaveProperty(
      'disabled',
      true,
    );
    act(() => vi.advanceTimersByTime(118_000));
    expect(screen.getByRole('button', { name: 'Reenviar em 1 s' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Enviar código' })).toHaveProperty('disabled', false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('counts one press per second', async () => {
    // Nothing is sent (the mobile number is invalid), so the button stays enabled.
    const send = vi.fn(async () => null);
    render(<SendCodeButton send={send} />);
    const button = screen.getByRole('button', { name: 'Enviar código' });
    fireEvent.click(button);
    await settle();
    fireEvent.click(button);
    await settle();
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(button);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(button);
    await settle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('starts with the countdown of a code already sent', () => {
    render(<SendCodeButton send={vi.fn(async () => 1)} initialSeconds={60} />);
    expect(screen.getByRole('button', { name: 'Reenviar em 60 s' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('opens the warning dialog with the message and a submit button when sending fails', async () => {
    const error = new ApiError({ code: 'sms_send_failed', message: 'x', status: 502 });
    render(<SendCodeButton send={vi.fn(async () => Promise.reject(error))} />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await settle();
    expect(useModalStore.getState().stack).toEqual([
      {
        name: 'message',
        props: {
          title: 'O SMS não foi enviado',
          message: 'Não foi possível enviar o SMS. Tente de novo.',
          confirmLabel: 'Enviar',
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Enviar código' })).toHaveProperty('disabled', false);
  });
});
