import { constants } from '@portal/contract/constants';
import type { Banner } from '@portal/contract/content';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Carousel } from '../../shared/ui/carousel.tsx';
import { BannerLink } from './banner-link.tsx';
import styles from './banner-carousel.module.css';
import type { BannerAction } from './banner-target.ts';
import './content-texts.ts';

/** Props of `BannerCarousel`. */
export interface BannerCarouselProps {
  banners: readonly Banner[];
  actionOf: (banner: Banner) => BannerAction;
  onOpen: (banner: Banner, action: BannerAction) => void;
  /** Decorative title (visually hidden) naming the region. */
  label?: string | undefined;
}

/**
 * The home banner carousel (spec sections 2 and 9): every 5 s with a 1 s transition, looping,
 * 20.3 px apart. Arrows, dots and autoplay exist only with more than one banner (the carousel
 * leaves them out when there is nowhere to move); autoplay pauses on hover and while focus is
 * inside, and is off for visitors who ask for reduced motion. Each banner opens its target
 * (`BannerLink`).
 */
export function BannerCarousel({ banners, actionOf, onOpen, label }: BannerCarouselProps) {
  const { t } = useTranslation();
  const { autoplayMs, speedMs, gap } = constants.banner;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('content.banners.roleDescription')}
      aria-label={label ?? t('content.banners.label')}
    >
      <Carousel
        gap={gap}
        loop
        autoplayMs={autoplayMs}
        speedMs={speedMs}
        arrows
        dots
        labels={{
          previous: t('content.banners.previous'),
          next: t('content.banners.next'),
          goTo: (index) => t('content.banners.goTo', { index }),
          slide: (index, total) =>
            t('content.banners.slide', { index, total, title: banners[index - 1]?.title ?? '' }),
        }}
      >
        {banners.map((banner) => (
          <BannerLink
            key={banner.id}
            banner={banner}
            action={actionOf(banner)}
            onOpen={onOpen}
            className={styles.slide}
          >
            <img
              className={styles.image}
              src={banner.url}
              alt={banner.title}
              width={1200}
              height={320}
              draggable={false}
            />
          </BannerLink>
        ))}
      </Carousel>
    </section>
  );
}
