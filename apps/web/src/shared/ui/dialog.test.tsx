import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';

describe('generic dialog', () => {
  it('is a named modal dialog that closes by its button', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Aviso" onClose={onClose}>
        Texto
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aviso' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a click on the cover, not on a click inside', async () => {
    const onClose = vi.fn();
    render(<Dialog title="Aviso" onClose={onClose} />);
    await userEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('dialog-cover'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores the cover when coverDisabled', async () => {
    const onClose = vi.fn();
    render(<Dialog title="Aviso" onClose={onClose} coverDisabled />);
    await userEvent.click(screen.getByTestId('dialog-cover'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on its own after autoCloseMs', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Dialog title="Aviso" onClose={onClose} autoCloseMs={3000} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape unless told not to', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dialog title="Aviso" onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Dialog title="Aviso" onClose={onClose} closeOnEscape={false} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('traps focus inside and gives it back on close', async () => {
    const { rerender } = render(
      <>
        <button type="button">Antes</button>
      </>,
    );
    const before = screen.getByRole('button', { name: 'Antes' });
    before.focus();
    const dialog = (
      <>
        <button type="button">Antes</button>
        <Dialog
          title="Aviso"
          onClose={() => undefined}
          actions={
            <>
              <button type="button">Um</button>
              <button type="button">Dois</button>
            </>
          }
        />
      </>
    );
    rerender(dialog);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Um' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dois' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Um' }));
    rerender(
      <>
        <button type="button">Antes</button>
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Antes' }));
  });
});
