import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BannerCarousel } from '../../../features/content/banner-carousel.tsx';
import { bannersQuery } from '../../../features/content/content-api.ts';
import { NoticeMarquee } from '../../../features/content/notice-marquee.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { openModal } from '../../../shared/modals/modal-store.ts';
import { actionOfBanner, useBannerOpen } from '../content/use-banner-open.ts';

/** Props of `HomeTop`. */
export interface HomeTopProps {
  /** Shown while the banners load and when the merchant has none (the welcome hero). */
  hero: ReactNode;
  merchantName: string;
  /** The home page's boxes: `banner` reserves the banner area's height, `notices` the marquee's. */
  classNames: Readonly<Record<string, string>>;
}

/**
 * The top of the home page: the banner carousel (group w_home) in the reserved banner area,
 * else the hero, and the notice marquee, whose click opens the notice modal on that notice.
 */
export function HomeTop({ hero, merchantName, classNames }: HomeTopProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(bannersQuery('w_home', language));
  const open = useBannerOpen();
  const banners = query.data?.list ?? [];
  return (
    <>
      <div className={classNames.banner}>
        {banners.length === 0 ? (
          hero
        ) : (
          <>
            {/* The hero's heading stays the page's level-one heading above the carousel. */}
            <h1 className="visually-hidden">{t('home.heroTitle', { name: merchantName })}</h1>
            <BannerCarousel banners={banners} actionOf={actionOfBanner} onOpen={open} />
          </>
        )}
      </div>
      <div className={classNames.notices}>
        <NoticeMarquee onOpen={(index) => openModal('notice', { index })} />
      </div>
    </>
  );
}
