import type { downlineSort } from '@portal/contract/agent/team';
import { useTranslation } from '../../i18n/use-translation.ts';
import type * as z from 'zod/mini';
import { Icon } from '../../shared/ui/icon.tsx';
import './agent-texts.ts';
import styles from './agent.module.css';

/** A column the downline list sorts by. */
export type DownlineSort = z.infer<typeof downlineSort>;

/** Props of `SortHead`. */
export interface SortHeadProps {
  column: DownlineSort;
  label: string;
  sort: DownlineSort;
  order: 'asc' | 'desc';
  onSort: (column: DownlineSort, order: 'asc' | 'desc') => void;
  className?: string | undefined;
}

/**
 * A sortable column head: a button that sorts by the column (descending first, then the other
 * way), with `aria-sort` on the sorted column.
 */
export function SortHead({ column, label, sort, order, onSort, className }: SortHeadProps) {
  const { t } = useTranslation();
  const active = sort === column;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        className={styles.sortButton}
        aria-label={t('agent.downlines.sortBy', { column: label })}
        onClick={() => onSort(column, active && order === 'desc' ? 'asc' : 'desc')}
      >
        {label}
        {active ? (
          <Icon
            name="chevronDown"
            size={14}
            className={order === 'asc' ? styles.flip : undefined}
          />
        ) : null}
      </button>
    </th>
  );
}
