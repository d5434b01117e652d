import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { Carousel } from '../../shared/ui/carousel.tsx';
import { showMoney } from '@portal/contract/money';
import { useGamesEnv } from './games-env.ts';
import { defaultGameIcon } from './default-icon.ts';
import { gameCarouselLabels } from './game-carousel-labels.ts';
import { winnerBoardQuery } from './games-api.ts';
import './games-texts.ts';
import styles from './home-lobby.module.css';

type Winner = { customerName: string; gameName: string; iconUrl: string; winAmount: string };

/** Two winners per slide. */
function pairs(list: readonly Winner[]): Winner[][] {
  const out: Winner[][] = [];
  for (let index = 0; index < list.length; index += 2) out.push(list.slice(index, index + 2));
  return out;
}

/**
 * The HOME winner board (spec section 2): pairs per slide, three slides in view, moving up one
 * slide every 2.5 s (paused under the mouse); more than six winners loop back to the first.
 */
export function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const query = useQuery(winnerBoardQuery(language));
  const symbol = useGamesEnv().currencySymbol;
  const list = query.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('games.winnerBoard')}>
      <h2 className={styles.sectionTitle}>{t('games.winnerBoard')}</h2>
      <div className={styles.winners}>
        <Carousel
          direction="vertical"
          perView={3}
          gap={8}
          loop={list.length > 6}
          autoplayMs={2500}
          labels={gameCarouselLabels(t)}
        >
          {pairs(list).map((pair, index) => (
            <ul key={index} className={styles.winnerPair}>
              {pair.map((winner, position) => (
                <li key={position} className={styles.winner}>
                  <img
                    src={winner.iconUrl === '' ? defaultGameIcon(winner.gameName) : winner.iconUrl}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    onError={(event) => {
                      event.currentTarget.src = defaultGameIcon(winner.gameName);
                    }}
                  />
                  <span>
                    {t('games.winnerLine', {
                      name: winner.customerName,
                      amount: showMoney(winner.winAmount, symbol, i18n.language),
                      game: winner.gameName,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
