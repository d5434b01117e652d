import type { TFunction } from 'i18next';
import type { A11yOptions } from 'swiper/types';
import './games-texts.ts';

/**
 * The accessibility texts of the game swipers in the app's language. Swiper's own defaults are
 * English ("Previous slide", "Next slide", "This is the first slide"), so every swiper passes
 * these instead.
 */
export function gameSwiperA11y(t: TFunction): A11yOptions {
  return {
    prevSlideMessage: t('games.swiper.previous'),
    nextSlideMessage: t('games.swiper.next'),
    firstSlideMessage: t('games.swiper.first'),
    lastSlideMessage: t('games.swiper.last'),
    slideLabelMessage: t('games.swiper.slide', { index: '{{index}}', total: '{{slidesLength}}' }),
  };
}
