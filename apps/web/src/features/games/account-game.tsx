import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { SectionFrame } from '../../shared/ui/section-frame.tsx';
import { GameGrid, ListState } from './game-grid.tsx';
import { favouriteListQuery, recentQuery } from './games-api.ts';
import { useGamesEnv } from './games-env.ts';
import './games-texts.ts';

/** Which account game page: the member's favourites or recently played games. */
export type AccountGameType = 'favorite' | 'recent';

/** Props of `AccountGame`. */
export interface AccountGameProps {
  type: AccountGameType;
}

/** The account game page (spec section 2): the member's favourites or recent games as tiles. */
export function AccountGame({ type }: AccountGameProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { token } = useGamesEnv();
  const favourites = useQuery({
    ...favouriteListQuery(token, language, {}),
    enabled: type === 'favorite' && token !== null,
  });
  const recent = useQuery({
    ...recentQuery(token, language, {}),
    enabled: type === 'recent' && token !== null,
  });
  const query = type === 'favorite' ? favourites : recent;
  const cards = (type === 'favorite' ? favourites.data?.content : recent.data?.list) ?? [];
  const title = t(`sections.${type}`);
  return (
    <SectionFrame title={title} icon={type === 'favorite' ? 'heart' : 'clock'}>
      <ListState
        status={query.status}
        empty={cards.length === 0}
        onRetry={() => void query.refetch()}
      />
      {cards.length > 0 ? <GameGrid cards={cards} label={title} /> : null}
    </SectionFrame>
  );
}
