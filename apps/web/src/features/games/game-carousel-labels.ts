import type { TFunction } from 'i18next';
import type { CarouselLabels } from '../../shared/ui/carousel.tsx';
import './games-texts.ts';

/** The texts of the game carousels (the HOME sections, the winner board) in the app's language. */
export function gameCarouselLabels(t: TFunction): CarouselLabels {
  return {
    previous: t('games.swiper.previous'),
    next: t('games.swiper.next'),
    slide: (index, total) => t('games.swiper.slide', { index, total }),
  };
}
