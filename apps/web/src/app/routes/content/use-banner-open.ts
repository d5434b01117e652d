import type { Banner } from '@portal/contract/content';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bannerAction, type BannerAction } from '../../../features/content/banner-target.ts';
import { hotGamesQuery } from '../../../features/games/games-api.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { useSafeNavigate } from '../../../shared/hooks/use-safe-navigate.ts';
import { paths } from '../../paths.ts';
import { useGameLaunch } from '../games/use-game-launch.ts';

/** The action of a banner, with the app's promotion link. */
export function actionOfBanner(banner: Banner): BannerAction {
  return bannerAction(banner, { promotionHref: (promoId) => paths.promotions.build(promoId) });
}

/**
 * What a banner click does where features meet: in-app navigation for promotions and routes,
 * the launch rules for a game (login popup, trial dialog, lottery pages or the game; a bare
 * game id is looked up in the hot games, which the "game of the week" comes from). Outside
 * addresses are plain links opened by the browser in a new tab with `noopener`.
 */
export function useBannerOpen(): (banner: Banner, action: BannerAction) => void {
  const navigate = useSafeNavigate();
  const { launch } = useGameLaunch();
  const queryClient = useQueryClient();
  const language = useLanguage();
  return useCallback(
    (_banner: Banner, action: BannerAction) => {
      switch (action.kind) {
        case 'navigate':
          navigate(action.to);
          return;
        case 'game':
          if (action.vassalage !== undefined) {
            launch({ nodeId: action.nodeId, vassalage: action.vassalage, isGame: 'GAME' });
            return;
          }
          // A bare game id: the card (vendor, type) comes from the hot list the banner promotes.
          void queryClient
            .fetchQuery(hotGamesQuery(language, {}))
            .then((cards) => {
              const card = cards.find((item) => item.nodeId === action.nodeId);
              if (card !== undefined) launch(card);
            })
            .catch(() => undefined);
          return;
        case 'url':
          window.open(action.url, '_blank', 'noopener,noreferrer');
          return;
        case 'none':
          return;
      }
    },
    [launch, navigate, queryClient, language],
  );
}
