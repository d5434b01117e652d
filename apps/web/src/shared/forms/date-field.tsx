import { dayValue } from '@portal/contract/day-range';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CalendarTextField, type CalendarFormat } from './calendar-text-field.tsx';

/** A day `2026-11-05` as the portal writes it in every language, `05/11/2026`. */
export function dayText(day: string): string {
  return dayValue(day) === null ? day : `${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/**
 * A typed day, day first (`5/11/2026`, `05.11.2026`), as `2026-11-05`; a text that names no
 * real day comes back as typed, for the form's own check to refuse.
 */
export function dayFromText(text: string): string {
  const typed = text.trim();
  const parts = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/u.exec(typed);
  if (!parts) return typed;
  const day = `${parts[3]}-${parts[2]!.padStart(2, '0')}-${parts[1]!.padStart(2, '0')}`;
  return dayValue(day) === null ? typed : day;
}

/** Props of `DateField`. */
export interface DateFieldProps {
  label: string;
  /** The day `yyyy-MM-dd`, or what was typed while it names no day. */
  value: string;
  onChange: (value: string) => void;
  /** The last day the calendar offers (`yyyy-MM-dd`). */
  max?: string | undefined;
  className?: string | undefined;
  /**
   * The id of the message saying what is wrong with the field's period: set, the field is
   * marked invalid and described by it. A day is checked with the other end of its period, so
   * the form shows that message where the period is (under the row), not under one field.
   */
  errorId?: string | undefined;
}

/** A day: typed day first, the browser's date input as the calendar. */
const dayFormat: CalendarFormat = {
  picker: 'date',
  toText: dayText,
  fromText: dayFromText,
  pickerValue: (value) => (dayValue(value) === null ? '' : value),
  maxLength: 10,
};

/**
 * A day typed as the page's language writes it (`dd/mm/aaaa`) or picked from the browser's
 * calendar (see `CalendarTextField`).
 */
export function DateField({ label, value, onChange, max, className, errorId }: DateFieldProps) {
  const { t } = useTranslation();
  return (
    <CalendarTextField
      format={dayFormat}
      pattern={t('dateField.pattern')}
      className={className}
      label={label}
      value={value}
      onChange={onChange}
      max={max}
      aria-invalid={errorId === undefined ? undefined : true}
      aria-describedby={errorId}
    />
  );
}
