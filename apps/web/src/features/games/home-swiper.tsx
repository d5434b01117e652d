import { constants } from '@portal/contract/constants';
import type { GameCard } from '@portal/contract/game-card';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Carousel } from '../../shared/ui/carousel.tsx';
import { GameTile } from './game-tile.tsx';
import styles from './home-lobby.module.css';
import { useFavourites } from '../favourites/index.ts';
import { gameCarouselLabels } from './game-carousel-labels.ts';

/** Props of `HomeSwiper`. */
export interface HomeSwiperProps {
  cards: readonly GameCard[];
  label: string;
}

/** A HOME section's carousel: 6 tiles per view, a whole view per move, 14 px apart. */
export function HomeSwiper({ cards, label }: HomeSwiperProps) {
  const { t } = useTranslation();
  const { ids, toggle } = useFavourites();
  const { perView, gap } = constants.homeSwiper;
  return (
    <div className={styles.carousel} role="group" aria-label={label}>
      <Carousel perView={perView} step={perView} gap={gap} arrows labels={gameCarouselLabels(t)}>
        {cards.map((card) => (
          <GameTile
            key={`${card.vassalage}:${card.nodeId}`}
            card={card}
            isFavourite={ids.includes(card.nodeId)}
            onToggleFavourite={toggle}
          />
        ))}
      </Carousel>
    </div>
  );
}
