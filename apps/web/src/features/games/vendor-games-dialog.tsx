import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { GameGrid, ListState } from './game-grid.tsx';
import { gameListQuery } from './games-api.ts';
import './games-texts.ts';

/** Props of `VendorGamesDialog`. */
export interface VendorGamesDialogProps {
  vassalage: string;
  displayName: string;
  onClose: () => void;
}

/** The popup game list of a vendor entry (a card with isGame VASSALAGE). */
export function VendorGamesDialog({ vassalage, displayName, onClose }: VendorGamesDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(gameListQuery(language, { vassalage }, 60));
  const cards = (query.data?.games ?? []).filter((card) => card.isGame === 'GAME');
  const title = t('games.vendorGames', { vendor: displayName });
  return (
    <Dialog title={title} onClose={onClose} size="lg">
      <ListState
        status={query.status}
        empty={cards.length === 0}
        onRetry={() => void query.refetch()}
      />
      {cards.length > 0 ? <GameGrid cards={cards} label={title} /> : null}
    </Dialog>
  );
}
