import { depositStatus } from '@portal/contract/deposits';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
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
  const [rangeError, setRangeError] = useState(false);
  const errorId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { ...draft, status: value.status, member: draft.member.trim() };
    // Days `yyyy-MM-dd` compare as text; a reversed period would only come back refused.
    const reversed = next.startDate !== '' && next.endDate !== '' && next.endDate < next.startDate;
    setRangeError(reversed);
    if (!reversed) onChange(next);
  };
  const clear = () => {
    setDraft(noDepositFilters);
    setRangeError(false);
    onChange(noDepositFilters);
  };

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
        <label className={styles.filter}>
          <span>{t('opsDeposits.from')}</span>
          <input
            className={styles.select}
            type="date"
            value={draft.startDate}
            aria-invalid={rangeError || undefined}
            aria-describedby={rangeError ? errorId : undefined}
            onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
          />
        </label>
        <label className={styles.filter}>
          <span>{t('opsDeposits.to')}</span>
          <input
            className={styles.select}
            type="date"
            value={draft.endDate}
            aria-invalid={rangeError || undefined}
            aria-describedby={rangeError ? errorId : undefined}
            onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary">
          {t('opsDeposits.filter')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={clear}>
          {t('opsDeposits.clear')}
        </Button>
      </form>
      {rangeError ? (
        <p id={errorId} role="alert" className={styles.warning}>
          {t('opsDeposits.rangeInvalid')}
        </p>
      ) : null}
    </div>
  );
}
