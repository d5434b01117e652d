import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { i18n, loadTranslations, loadMessages } from '../../i18n/i18n.ts';
import {
  DateTimeField,
  dateTimeFromText,
  dateTimeText,
  isDateTimeValue,
} from './date-time-field.tsx';

function Harness({ seen }: { seen: (value: string) => void }) {
  const [value, setValue] = useState('2026-12-01T10:00');
  return (
    <DateTimeField
      label="Início"
      value={value}
      onChange={(next) => {
        seen(next);
        setValue(next);
      }}
    />
  );
}

describe('date-time field', () => {
  it('writes a moment as dd/mm/yyyy hh:mm and reads a typed one day first', () => {
    expect(dateTimeText('2026-12-01T10:00')).toBe('01/12/2026 10:00');
    expect(dateTimeText('')).toBe('');
    expect(dateTimeText('2026-02-30T10:00')).toBe('2026-02-30T10:00');
    expect(dateTimeFromText('01/12/2026 10:00')).toBe('2026-12-01T10:00');
    expect(dateTimeFromText(' 1/12/2026  9:05 ')).toBe('2026-12-01T09:05');
    expect(dateTimeFromText('1.12.2026, 9h05')).toBe('2026-12-01T09:05');
    // The picker's own value reads as itself.
    expect(dateTimeFromText('2026-12-01T10:00')).toBe('2026-12-01T10:00');
    // No such day or time, or no time at all: kept as typed for the form to refuse.
    expect(dateTimeFromText('31/11/2026 10:00')).toBe('31/11/2026 10:00');
    expect(dateTimeFromText('01/12/2026 24:00')).toBe('01/12/2026 24:00');
    expect(dateTimeFromText('01/12/2026 10:60')).toBe('01/12/2026 10:60');
    expect(dateTimeFromText('01/12/2026')).toBe('01/12/2026');
    expect(dateTimeFromText('12/31/2026 10:00')).toBe('12/31/2026 10:00');
    expect(isDateTimeValue('2026-12-01T23:59')).toBe(true);
    expect(isDateTimeValue('2026-12-01T24:00')).toBe(false);
    expect(isDateTimeValue('2026-12-01')).toBe(false);
  });

  it('hands back the moment as typed, in the pattern of the page’s language', async () => {
    await loadMessages();
    const seen = vi.fn();
    render(<Harness seen={seen} />);
    const field = screen.getByLabelText<HTMLInputElement>('Início');
    expect(field.value).toBe('01/12/2026 10:00');
    expect(field.placeholder).toBe('dd/mm/aaaa hh:mm');
    await userEvent.clear(field);
    await userEvent.type(field, '2/1/2027 8:30');
    expect(field.value).toBe('2/1/2027 8:30');
    expect(seen).toHaveBeenLastCalledWith('2027-01-02T08:30');
  });

  it('speaks English with the page', async () => {
    await loadTranslations('EN');
    await act(() => i18n.changeLanguage('en'));
    render(<Harness seen={vi.fn()} />);
    expect(screen.getByLabelText<HTMLInputElement>('Início').placeholder).toBe('dd/mm/yyyy hh:mm');
    expect(screen.getByRole('button', { name: 'Início: pick from the calendar' })).toBeTruthy();
  });
});
