import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import './date-field-texts.ts';
import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

const calendarIcon = 'M4 6h16v14H4z M4 10h16 M8 3.5v4 M16 3.5v4';

/** How one kind of calendar field writes its value and reads what is typed. */
export interface CalendarFormat {
  /** The browser input that serves as the calendar. */
  picker: 'date' | 'datetime-local';
  /** The value (`2026-11-05`, `2026-11-05T10:00`) as the portal writes it (`05/11/2026`). */
  toText: (value: string) => string;
  /** What was typed as the value; a text that names none comes back as typed. */
  fromText: (text: string) => string;
  /** The value when it is one the picker takes, else `''` (the picker then shows nothing). */
  pickerValue: (value: string) => string;
  /** The longest text the field takes. */
  maxLength: number;
}

/** Props of `CalendarTextField`: a text field's, with the value handed as the format's value. */
export interface CalendarTextFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'after' | 'max'
> {
  format: CalendarFormat;
  /** The format's value, or what was typed while it names none. */
  value: string;
  onChange: (value: string) => void;
  /** The last value the calendar offers, in the format's value. */
  max?: string | undefined;
  /** The placeholder: the pattern the page's language writes (`dd/mm/aaaa`). */
  pattern: string;
}

/**
 * A day (or a day and time) typed as the page's language writes it or picked from the
 * browser's calendar. A native date input alone would show the browser's own format: a PT page
 * in an English browser would read `11/21/2026`. The calendar is that native input, kept out of
 * sight and out of the tab order, and opened by the field's button.
 */
export function CalendarTextField({
  format,
  value,
  onChange,
  max,
  pattern,
  label,
  ...field
}: CalendarTextFieldProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  // What was typed is shown as typed while it stands for the value (`5/11/2026` is not
  // rewritten under the cursor); a value set from elsewhere (a shortcut, the calendar, the
  // stored row) is shown in the portal's format.
  const [typed, setTyped] = useState<{ text: string; value: string } | null>(null);
  const text = typed !== null && typed.value === value ? typed.text : format.toText(value);

  const openCalendar = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // A browser without the method, or one that refuses it: the field can still be typed.
    }
  };
  return (
    <TextField
      {...field}
      label={label}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      maxLength={format.maxLength}
      placeholder={pattern}
      onChange={(event) => {
        const next = format.fromText(event.target.value);
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
            type={format.picker}
            tabIndex={-1}
            aria-hidden="true"
            className={styles.calendarInput}
            value={format.pickerValue(value)}
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
