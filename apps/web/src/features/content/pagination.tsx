import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import './content-texts.ts';
import styles from './pagination.module.css';
import { paginationRange } from './pagination-range.ts';

/** Props of `Pagination`. */
export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label: string;
  range: number;
  margin: number;
}

/** A page bar: previous, the pages of `paginationRange`, next. Hidden with one page. */
export function Pagination({ page, totalPages, onPage, label, range, margin }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.bar} aria-label={label}>
      <button
        type="button"
        className={styles.item}
        disabled={page <= 1}
        aria-label={t('content.announcements.previousPage')}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {paginationRange(page, totalPages, range, margin).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={styles.item}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('content.announcements.page', { page: item.page })}
            onClick={() => onPage(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.item}
        disabled={page >= totalPages}
        aria-label={t('content.announcements.nextPage')}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
