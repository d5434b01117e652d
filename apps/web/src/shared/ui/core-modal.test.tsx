import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CoreModal } from './core-modal.tsx';

describe('core modal', () => {
  it('opens after 100 ms', () => {
    vi.useFakeTimers();
    render(
      <CoreModal title="Entrar" onClose={() => undefined}>
        Corpo
      </CoreModal>,
    );
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog', { name: 'Entrar' }).getAttribute('aria-modal')).toBe('true');
  });

  it('ignores a click outside and closes by its close button', async () => {
    const onClose = vi.fn();
    render(
      <CoreModal title="Entrar" onClose={onClose}>
        Corpo
      </CoreModal>,
    );
    await screen.findByRole('dialog', { name: 'Entrar' });
    await userEvent.click(screen.getByTestId('core-modal-cover'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scrolling while open and restores it on close', async () => {
    const { unmount } = render(
      <CoreModal title="Entrar" onClose={() => undefined}>
        Corpo
      </CoreModal>,
    );
    await screen.findByRole('dialog');
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('has the fixed minimum size of 200 px and closes on Escape', async () => {
    const onClose = vi.fn();
    render(
      <CoreModal title="Entrar" onClose={onClose}>
        Corpo
      </CoreModal>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog.style.getPropertyValue('--core-modal-size')).toBe('200px');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves with its title bar', async () => {
    render(
      <CoreModal title="Entrar" onClose={() => undefined}>
        Corpo
      </CoreModal>,
    );
    const dialog = await screen.findByRole('dialog');
    const title = screen.getByRole('heading', { name: 'Entrar' });
    fireEvent.pointerDown(title, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(title, { clientX: 60, clientY: 40, pointerId: 1 });
    fireEvent.pointerUp(title, { pointerId: 1 });
    expect(dialog.style.transform).toBe('translate(50px, 30px)');
  });
});
