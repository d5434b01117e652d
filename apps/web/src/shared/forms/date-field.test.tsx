import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadTranslations, loadMessages } from '../../i18n/i18n.ts';
import { DateField, dayFromText, dayText } from './date-field.tsx';

/** A field whose every value is kept, as a form's state keeps it. */
function Harness({ initial, seen }: { initial: string; seen: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Data inicial"
        value={value}
        max="2026-11-28"
        onChange={(next) => {
          seen(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-10-01')}>
        Atalho
      </button>
    </>
  );
}

const hiddenCalendar = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="date"]')!;

describe('date field', () => {
  it('writes a day as dd/mm/yyyy and reads a typed day first, whatever the separator', () => {
    expect(dayText('2026-11-05')).toBe('05/11/2026');
    expect(dayText('')).toBe('');
    expect(dayText('2026-02-30')).toBe('2026-02-30');
    expect(dayFromText('05/11/2026')).toBe('2026-11-05');
    expect(dayFromText(' 5/1/2026 ')).toBe('2026-01-05');
    expect(dayFromText('5.1.2026')).toBe('2026-01-05');
    expect(dayFromText('2026-11-05')).toBe('2026-11-05');
    // No such day, or not a day at all: kept as typed for the form to refuse.
    expect(dayFromText('31/02/2026')).toBe('31/02/2026');
    expect(dayFromText('11/21/2026')).toBe('11/21/2026');
    expect(dayFromText('05/11')).toBe('05/11');
  });

  it('shows the day in the page’s format and hands back yyyy-MM-dd as it is typed', async () => {
    await loadMessages();
    const seen = vi.fn();
    render(<Harness initial="2026-11-05" seen={seen} />);
    const field = screen.getByLabelText<HTMLInputElement>('Data inicial');
    expect(field.value).toBe('05/11/2026');
    expect(field.placeholder).toBe('dd/mm/aaaa');

    await userEvent.clear(field);
    await userEvent.type(field, '7/10/2026');
    // Kept as typed, not rewritten under the cursor; the form gets the day.
    expect(field.value).toBe('7/10/2026');
    expect(seen).toHaveBeenLastCalledWith('2026-10-07');

    await userEvent.clear(field);
    await userEvent.type(field, '31/02/2026');
    expect(seen).toHaveBeenLastCalledWith('31/02/2026');

    // A value set from elsewhere (a shortcut) shows in the portal's format.
    await userEvent.click(screen.getByRole('button', { name: 'Atalho' }));
    expect(field.value).toBe('01/10/2026');
  });

  it('opens the browser’s calendar from its button and takes the day picked there', async () => {
    await loadMessages();
    const seen = vi.fn();
    const { container } = render(<Harness initial="2026-11-05" seen={seen} />);
    const calendar = hiddenCalendar(container);
    // Out of sight, out of the tab order and of the accessibility tree: the button stands for it.
    expect(calendar.tabIndex).toBe(-1);
    expect(calendar.getAttribute('aria-hidden')).toBe('true');
    expect(calendar.max).toBe('2026-11-28');
    expect(calendar.value).toBe('2026-11-05');
    const showPicker = vi.fn();
    calendar.showPicker = showPicker;

    await userEvent.click(
      screen.getByRole('button', { name: 'Data inicial: escolher no calendário' }),
    );
    expect(showPicker).toHaveBeenCalledTimes(1);
    fireEvent.change(calendar, { target: { value: '2026-11-20' } });
    expect(seen).toHaveBeenLastCalledWith('2026-11-20');
    expect(screen.getByLabelText<HTMLInputElement>('Data inicial').value).toBe('20/11/2026');
  });

  it('keeps working where the browser refuses to open its calendar', async () => {
    await loadMessages();
    const { container } = render(<Harness initial="" seen={vi.fn()} />);
    const calendar = hiddenCalendar(container);
    expect(calendar.value).toBe('');
    calendar.showPicker = () => {
      throw new DOMException('no picker', 'NotSupportedError');
    };
    await userEvent.click(screen.getByRole('button', { name: /escolher no calendário/u }));
    const field = screen.getByLabelText<HTMLInputElement>('Data inicial');
    await userEvent.type(field, '01/11/2026');
    expect(field.value).toBe('01/11/2026');
  });

  it('speaks English with the page', async () => {
    await loadTranslations('EN');
    await act(() => i18n.changeLanguage('en'));
    render(<Harness initial="2026-11-05" seen={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Data inicial').placeholder).toBe('dd/mm/yyyy');
    expect(
      screen.getByRole('button', { name: 'Data inicial: pick from the calendar' }),
    ).toBeTruthy();
  });
});
