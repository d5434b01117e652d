import { constants } from '@portal/contract/constants';
import type { Banner } from '@portal/contract/content';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
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

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * The home banner carousel (spec sections 2 and 9): every 5 s with a 1 s transition, looping,
 * 20.3 px apart. Arrows, dots and autoplay exist only with more than one banner; autoplay
 * pauses on hover and while focus is inside, and is off for visitors who ask for reduced
 * motion. Each banner opens its target (`BannerLink`).
 */
export function BannerCarousel({ banners, actionOf, onOpen, label }: BannerCarouselProps) {
  const { t } = useTranslation();
  const swiper = useRef<SwiperInstance | null>(null);
  const several = banners.length > 1;
  const reduced = prefersReducedMotion();
  const { autoplayMs, speedMs, gap } = constants.banner;
  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('content.banners.roleDescription')}
      aria-label={label ?? t('content.banners.label')}
      onFocus={() => swiper.current?.autoplay?.stop()}
      onBlur={(event) => {
        if (
          !event.currentTarget.contains(event.relatedTarget as Node | null) &&
          several &&
          !reduced
        )
          swiper.current?.autoplay?.start();
      }}
    >
      <Swiper
        modules={[Autoplay, Navigation, Pagination, Keyboard, A11y]}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        slidesPerView={1}
        spaceBetween={gap}
        speed={reduced ? 0 : speedMs}
        loop={several}
        allowTouchMove={several}
        autoplay={
          several && !reduced
            ? { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }
            : false
        }
        navigation={several}
        pagination={several ? { clickable: true } : false}
        keyboard={{ enabled: several, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('content.banners.previous'),
          nextSlideMessage: t('content.banners.next'),
          firstSlideMessage: t('content.banners.first'),
          lastSlideMessage: t('content.banners.last'),
          paginationBulletMessage: t('content.banners.goTo', { index: '{{index}}' }),
          slideLabelMessage: '{{index}} / {{slidesLength}}',
        }}
      >
        {banners.map((banner) => (
          <SwiperSlide key={banner.id}>
            <BannerLink
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
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
