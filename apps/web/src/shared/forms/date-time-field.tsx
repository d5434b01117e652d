import { dayValue } from '@portal/contract/day-range';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CalendarTextField, type CalendarTextFieldProps } from './calendar-text-field.tsx';
import { dayFromText, dayText } from './date-field.tsx';

/** A `datetime-local` value: a day and a time of day, to the minute. */
const localValue = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/u;

/** True for a `2026-12-01T10:00` that names a real day and time. */
export function isDateTimeValue(value: string): boolean {
  const parts = localValue.exec(value);
  return parts !== null && dayValue(parts[1]!) !== null;
}

/** A `2026-12-01T10:00` as the portal writes it in every language, `01/12/2026 10:00`. */
export function dateTimeText(value: string): string {
  if (!isDateTimeValue(value)) return value;
  return `${dayText(value.slice(0, 10))} ${value.slice(11)}`;
}

/**
 * A typed day and time, day first (`1/12/2026 10:00`, `01.12.2026 9h30`), as
 * `2026-12-01T10:00`; a text that names no real moment comes back as typed (trimmed), for the
 * form's own check to refuse.
 */
export function dateTimeFromText(text: string): string {
  const typed = text.trim();
  const parts = /^([^\s,]+)[\s,]+(\d{1,2})[:h.](\d{2})$/u.exec(typed);
  if (!parts) return typed;
  const value = `${dayFromText(parts[1]!)}T${parts[2]!.padStart(2, '0')}:${parts[3]}`;
  return isDateTimeValue(value) ? value : typed;
}

const dateTimeFormat = {
  picker: 'datetime-local',
  toText: dateTimeText,
  fromText: dateTimeFromText,
  pickerValue: (value: string) => (isDateTimeValue(value) ? value : ''),
  maxLength: 16,
} as const;

/** Props of `DateTimeField`: a text field's, with the value as a `datetime-local` value. */
export type DateTimeFieldProps = Omit<CalendarTextFieldProps, 'format' | 'pattern'>;

/**
 * A day and time typed as the page's language writes them (`dd/mm/aaaa hh:mm`) or picked from
 * the browser's date-time picker (see `CalendarTextField`). The value is a `datetime-local`
 * value (`2026-12-01T10:00`) on the browser's clock, or the text as typed while it names none.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  const { t } = useTranslation();
  return (
    <CalendarTextField {...props} format={dateTimeFormat} pattern={t('dateField.timePattern')} />
  );
}
