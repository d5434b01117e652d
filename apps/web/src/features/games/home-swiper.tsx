import { constants } from '@portal/contract/constants';
import type { GameCard } from '@portal/contract/game-card';
import { useTranslation } from 'react-i18next';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { GameTile } from './game-tile.tsx';
import styles from './home-lobby.module.css';
import { useFavourites } from '../favourites/index.ts';
import { gameSwiperA11y } from './swiper-a11y.ts';

/** Props of `HomeSwiper`. */
export interface HomeSwiperProps {
  cards: readonly GameCard[];
  label: string;
}

/** A HOME section's swiper: 6 tiles per view, 14 px apart, arrows and keyboard. */
export function HomeSwiper({ cards, label }: HomeSwiperProps) {
  const { t } = useTranslation();
  const { ids, toggle } = useFavourites();
  return (
    <div className={styles.swiper} role="group" aria-label={label}>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        slidesPerView={constants.homeSwiper.perView}
        slidesPerGroup={constants.homeSwiper.perView}
        spaceBetween={constants.homeSwiper.gap}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        watchSlidesProgress
        a11y={gameSwiperA11y(t)}
      >
        {cards.map((card) => (
          <SwiperSlide key={`${card.vassalage}:${card.nodeId}`}>
            <GameTile
              card={card}
              isFavourite={ids.includes(card.nodeId)}
              onToggleFavourite={toggle}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
