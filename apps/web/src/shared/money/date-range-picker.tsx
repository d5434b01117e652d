import { constants } from '@portal/contract/constants';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { fieldErrorText } from '../forms/error-text.ts';
import { DateField } from '../forms/date-field.tsx';
import form from '../forms/form.module.css';
import { Button } from '../ui/button.tsx';
import './wallet-texts.ts';
import { dayOf, rangeProblem } from '@portal/contract/day-range';
import { shiftRange, type DayRange } from './date-range.ts';
import walletForms from './wallet-forms.module.css';

/** Props of `DateRangePicker`. */
export interface DateRangePickerProps {
  /** The brand's time zone: its calendar days are the ones picked. */
  timeZone: string;
  /** The range the list shows. */
  value: DayRange;
  /** A new range to search (already checked: both days valid, at most 90 days). */
  onChange: (range: DayRange) => void;
  /** More filters drawn before the search button (a type select). */
  children?: ReactNode;
}

/**
 * The history pages' period: start and end dates, a search button, and the previous / next 7
 * and 30 days shortcuts of spec section 9 (they search at once). A next window never passes
 * today; a bad typed range gets the contract's message and searches nothing.
 */
export function DateRangePicker({ value, onChange, timeZone, children }: DateRangePickerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const today = dayOf(Date.now(), timeZone);

  const apply = (range: DayRange) => {
    const problem = rangeProblem(range);
    setDraft(range);
    setError(problem);
    if (problem === null) onChange(range);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  // A day the field cannot read is named in the field's own format, not the API's `yyyy-MM-dd`.
  const errorText =
    error === null
      ? undefined
      : error === 'pattern_DATE_YMD'
        ? t('dateField.invalid')
        : fieldErrorText(error);
  // The message is the period's, under the row: under one field it would push that field up
  // beside the others.
  const shownErrorId = error === null ? undefined : errorId;
  const [short, long] = constants.datePickerRanges;
  const shortcuts = [
    { days: short, direction: -1, label: t('wallet.dates.previous7') },
    { days: short, direction: 1, label: t('wallet.dates.next7') },
    { days: long, direction: -1, label: t('wallet.dates.previous30') },
    { days: long, direction: 1, label: t('wallet.dates.next30') },
  ] as const;
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={walletForms.dates}>
        <legend>{t('wallet.dates.legend')}</legend>
        <div className={walletForms.dateRow}>
          <DateField
            className={walletForms.dateField}
            label={t('wallet.dates.start')}
            value={draft.startDate}
            max={today}
            onChange={(startDate) => setDraft({ ...draft, startDate })}
            errorId={shownErrorId}
          />
          <DateField
            className={walletForms.dateField}
            label={t('wallet.dates.end')}
            value={draft.endDate}
            max={today}
            onChange={(endDate) => setDraft({ ...draft, endDate })}
            errorId={shownErrorId}
          />
          {children}
          <Button type="submit" variant="primary" className={walletForms.searchButton}>
            {t('wallet.dates.search')}
          </Button>
        </div>
        {errorText === undefined ? null : (
          <p id={errorId} role="alert" className={form.error}>
            {errorText}
          </p>
        )}
        <div className={walletForms.shortcuts}>
          {shortcuts.map((shortcut) => (
            <Button
              key={shortcut.label}
              variant="secondary"
              size="sm"
              disabled={shortcut.direction === 1 && value.endDate >= today}
              onClick={() =>
                apply(shiftRange(value, shortcut.days ?? 7, shortcut.direction, timeZone))
              }
            >
              {shortcut.label}
            </Button>
          ))}
        </div>
      </fieldset>
    </form>
  );
}
