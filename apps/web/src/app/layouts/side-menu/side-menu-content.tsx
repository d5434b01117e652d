import { constants } from '@portal/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { promotionsQuery } from '../../../features/content/content-api.ts';
import '../../../features/content/content-texts.ts';
import { useSessionStore } from '../../../features/session/session-store.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { paths } from '../../paths.ts';
import { BannerGroupStrip } from '../../routes/content/banner-group.tsx';
import styles from './side-menu-content.module.css';

/** The side menu's promotions (spec sections 2 and 9): the first 6, then "More". */
export function SideMenuPromotions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const token = useSessionStore((state) => (state.isLogin ? state.token : null));
  const list = useQuery(promotionsQuery(language, token)).data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <ul className={styles.promotions} aria-label={t('content.promotions.sideMenuLabel')}>
      {list.slice(0, constants.sideMenuPromotions).map((promotion) => (
        <li key={promotion.promoId}>
          {/* The menu cuts a long title short; the pointer's tooltip gives it whole. */}
          <Link
            className={styles.promotion}
            to={paths.promotions.build(promotion.promoId)}
            title={promotion.title}
          >
            <span className={styles.label}>{promotion.title}</span>
          </Link>
        </li>
      ))}
      {list.length > constants.sideMenuPromotions ? (
        <li>
          <Link className={[styles.promotion, styles.more].join(' ')} to={paths.promotions.build()}>
            {t('content.promotions.more')}
            <Icon name="chevronRight" size={14} />
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** The side menu's banners (group w_leftmenu), at its foot where they move nothing. */
export function SideMenuBanners({ className }: { className?: string | undefined }) {
  return (
    <div className={[styles.content, className].filter(Boolean).join(' ')}>
      <BannerGroupStrip group="w_leftmenu" limit={3} shape="card" />
    </div>
  );
}
