import type { Banner } from '@portal/contract/content';
import { useCallback } from 'react';
import { bannerAction, type BannerAction } from '../../../features/content/banner-target.ts';
import { useSafeNavigate } from '../../../shared/hooks/use-safe-navigate.ts';
import { paths } from '../../paths.ts';
import { useGameLaunch } from '../games/use-game-launch.ts';

/** The action of a banner, with the app's promotion link. */
export function actionOfBanner(banner: Banner): BannerAction {
  return bannerAction(banner, { promotionHref: (promoId) => paths.promotions.build(promoId) });
}

/**
 * What a banner click does where features meet: in-app navigation for promotions and routes,
 * the launch rules for a game (login popup, trial dialog, lottery pages or the game). Outside
 * addresses are plain links opened by the browser in a new tab with `noopener`.
 */
export function useBannerOpen(): (banner: Banner, action: BannerAction) => void {
  const navigate = useSafeNavigate();
  const { launch } = useGameLaunch();
  return useCallback(
    (_banner: Banner, action: BannerAction) => {
      switch (action.kind) {
        case 'navigate':
          navigate(action.to);
          return;
        case 'game':
          launch({ nodeId: action.nodeId, vassalage: action.vassalage, isGame: 'GAME' });
          return;
        case 'url':
          window.open(action.url, '_blank', 'noopener,noreferrer');
          return;
        case 'none':
          return;
      }
    },
    [launch, navigate],
  );
}
