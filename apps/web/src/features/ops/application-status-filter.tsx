import { useTranslation } from '../../i18n/use-translation.ts';
import styles from './console.module.css';

/**
 * The status filter of a list of the Requests page: one status, or every status as the empty
 * value, which the calls send as no filter.
 */
export function StatusFilter<S extends string>({
  value,
  options,
  optionText,
  onChange,
}: {
  value: '' | S;
  options: readonly S[];
  optionText: (status: S) => string;
  onChange: (next: '' | S) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      <label className={styles.filter}>
        <span>{t('opsApplications.status')}</span>
        <select
          className={styles.select}
          aria-label={t('opsApplications.status')}
          value={value}
          onChange={(event) => onChange(event.target.value as '' | S)}
        >
          {options.map((status) => (
            <option key={status} value={status}>
              {optionText(status)}
            </option>
          ))}
          <option value="">{t('opsApplications.allStatuses')}</option>
        </select>
      </label>
    </div>
  );
}
