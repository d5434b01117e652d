import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Icon } from '../ui/icon.tsx';
import './wallet-texts.ts';
import styles from './wallet.module.css';

/** Props of `Pager`. */
export interface PagerProps {
  /** The page shown, 1-based (`pageNum` of the answer). */
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
  /** A page is loading: the buttons wait. */
  busy?: boolean | undefined;
}

/** Previous / next paging under a list, with the position and the record count. */
export function Pager({ page, totalPages, total, onPage, busy = false }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(totalPages, 1);
  return (
    <nav className={styles.pager} aria-label={t('wallet.common.paging')}>
      <span>{t('wallet.common.total', { count: total })}</span>
      <Button
        variant="secondary"
        size="sm"
        iconOnly
        aria-label={t('wallet.common.previousPage')}
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" size={16} />
      </Button>
      <span aria-live="polite">{t('wallet.common.page', { page, total: pages })}</span>
      <Button
        variant="secondary"
        size="sm"
        iconOnly
        aria-label={t('wallet.common.nextPage')}
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Icon name="chevronRight" size={16} />
      </Button>
    </nav>
  );
}
