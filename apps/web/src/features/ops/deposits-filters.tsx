import { dayValue } from '@portal/contract/day-range';
import { depositStatus } from '@portal/contract/deposits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { DateField } from '../../shared/forms/date-field.tsx';
import { useWorded } from '../../shared/forms/use-worded.ts';
import { Button } from '../../shared/ui/button.tsx';
import {
  noDepositFilters,
  type DepositFilters,
  type DepositStatusFilter,
} from './deposits-queries.ts';
import styles from './console.module.css';

/**
 * The Deposits page's filters. The status applies at once, as a select does elsewhere in the
 * console; the member and the days are typed, so they apply when the form is sent.
 */
export function DepositsFilters({
  value,
  onChange,
}: {
  value: DepositFilters;
  onChange: (filters: DepositFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [periodError, setPeriodError] = useWorded();
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...draft, status: value.status, member: draft.member.trim() };
    // A day the fields cannot read, or a reversed period, would only come back refused. Days
    // `yyyy-MM-dd` compare as text.
    const unreadable = [next.startDate, next.endDate].some(
      (day) => day !== '' && dayValue(day) === null,
    );
    const reversed = next.startDate !== '' && next.endDate !== '' && next.endDate < next.startDate;
    const problem = unreadable ? 'dateField.invalid' : reversed ? 'opsDeposits.rangeInvalid' : null;
    setPeriodError(problem === null ? null : () => t(problem));
    if (problem === null) onChange(next);
  };
  const clear = () => {
    setDraft(noDepositFilters);
    setPeriodError(null);
    onChange(noDepositFilters);
  };

  const shownErrorId = periodError === null ? undefined : errorId;

  return (
    <div className={styles.toolbar}>
      <label className={styles.filter}>
        <span>{t('opsDeposits.status')}</span>
        <select
          className={styles.select}
          value={value.status}
          onChange={(event) =>
            onChange({ ...value, status: event.target.value as DepositStatusFilter })
          }
        >
          <option value="">{t('opsDeposits.allStatuses')}</option>
          {depositStatus.options.map((status) => (
            <option key={status} value={status}>
              {t(`opsDeposits.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <form className={styles.toolbar} onSubmit={submit} role="search" noValidate>
        <label className={styles.filter}>
          <span>{t('opsDeposits.memberFilter')}</span>
          <input
            className={styles.select}
            value={draft.member}
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, member: event.target.value })}
          />
        </label>
        <DateField
          className={styles.dateFilter}
          label={t('opsDeposits.from')}
          value={draft.startDate}
          errorId={shownErrorId}
          onChange={(startDate) => setDraft({ ...draft, startDate })}
        />
        <DateField
          className={styles.dateFilter}
          label={t('opsDeposits.to')}
          value={draft.endDate}
          errorId={shownErrorId}
          onChange={(endDate) => setDraft({ ...draft, endDate })}
        />
        <Button type="submit" size="sm" variant="secondary">
          {t('opsDeposits.filter')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={clear}>
          {t('opsDeposits.clear')}
        </Button>
      </form>
      {periodError !== null ? (
        <p id={errorId} role="alert" className={styles.warning}>
          {periodError}
        </p>
      ) : null}
    </div>
  );
}
