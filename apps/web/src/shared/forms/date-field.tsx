import { dayValue } from '@portal/contract/day-range';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import './date-field-texts.ts';
import styles from './form.module.css';
import { TextField } from './text-field.tsx';

const calendarIcon = 'M4 6h16v14H4z M4 10h16 M8 3.5v4 M16 3.5v4';

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

/**
 * A day typed as the page's language writes it (`dd/mm/aaaa`) or picked from the browser's
 * calendar. A native date input alone would show the browser's own format: a PT page in an
 * English browser would read `11/21/2026`. The calendar is that native input, kept out of
 * sight and out of the tab order, and opened by the field's button.
 */
export function DateField({ label, value, onChange, max, className, errorId }: DateFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  // What was typed is shown as typed while it stands for the value (`5/11/2026` is not
  // rewritten under the cursor); a value set from elsewhere (a shortcut, the calendar) is
  // shown in the portal's format.
  const [typed, setTyped] = useState<{ text: string; value: string } | null>(null);
  const text = typed !== null && typed.value === value ? typed.text : dayText(value);

  const openCalendar = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // A browser without the method, or one that refuses it: the field can still be typed.
    }
  };
  return (
    <TextField
      className={className}
      label={label}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={10}
      placeholder={t('dateField.pattern')}
      aria-invalid={errorId === undefined ? undefined : true}
      aria-describedby={errorId}
      onChange={(event) => {
        const next = dayFromText(event.target.value);
        setTyped({ text: event.target.value, value: next });
        onChange(next);
      }}
      after={
        <span className={styles.calendar}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('dateField.openCalendar', { label })}
            onClick={openCalendar}
          >
            <Icon path={calendarIcon} size={18} />
          </Button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className={styles.calendarInput}
            value={dayValue(value) === null ? '' : value}
            max={max}
            onChange={(event) => {
              if (event.target.value === '') return;
              setTyped(null);
              onChange(event.target.value);
            }}
          />
        </span>
      }
    />
  );
}
