import { homeCategories } from '@portal/contract/constants';
import { useTranslation } from 'react-i18next';
import { CategoryMenu } from '../../../features/games/category-menu.tsx';
import { SectionTiles } from '../../../features/games/section-tiles.tsx';
import { useStatus } from '../../../features/system/use-status.ts';
import { categoryIcons } from '../../../shared/ui/category-icons.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { gameSections, homeCategoryLinks } from '../../game-links.ts';
import { HomeHero } from './home-hero.tsx';
import styles from './home-route.module.css';

/**
 * The home lobby frame: the welcome (banner area), the category menu (categories with a page of
 * their own) and tiles to every game section. Game lists come with the games work; until then
 * the page says so rather than showing invented games.
 */
export function HomeRoute() {
  const { t } = useTranslation();
  const { merchant } = useStatus();
  const categories = homeCategories.flatMap((key) => {
    const href = homeCategoryLinks[key];
    return href === undefined
      ? []
      : [{ key, href, label: t(`categories.${key}`), icon: categoryIcons[key] }];
  });
  const tiles = gameSections.map((section) => ({
    key: section.key,
    href: section.href,
    label: t(`categories.${section.key}`),
    icon: categoryIcons[section.key],
  }));
  return (
    <div className={styles.page}>
      <HomeHero merchantName={merchant.name} />
      <CategoryMenu label={t('home.categoriesLabel')} items={categories} current="HOME" />
      <section className={styles.section} aria-labelledby="home-explore">
        <h2 id="home-explore" className={styles.heading}>
          {t('home.exploreTitle')}
        </h2>
        <SectionTiles tiles={tiles} />
      </section>
      <p className={styles.note}>
        <Icon name="clock" />
        {t('home.lobbyNote')}
      </p>
    </div>
  );
}
