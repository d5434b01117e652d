import type { Banner } from '@portal/contract/content';

/** What a banner click does, decided from its linkage (contract `linkageType`). */
export type BannerAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'url'; url: string }
  | { kind: 'game'; vassalage: string; nodeId: string }
  | { kind: 'none' };

/** Options of `bannerAction`: the app's link builder for a promotion. */
export interface BannerActionOptions {
  promotionHref: (promoId: string) => string;
}

function isHttpsUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads a banner's linkage: PROMOTION opens `/promotions#promoId`, ROUTE an in-app path (never
 * `//host`), URL an outside address in a new tab, GAME a game by the launch rules (the linkage
 * is `VASSALAGE:nodeId`). Anything malformed does nothing.
 */
export function bannerAction(banner: Banner, { promotionHref }: BannerActionOptions): BannerAction {
  const linkage = banner.linkage.trim();
  if (linkage === '') return { kind: 'none' };
  switch (banner.linkageType) {
    case 'PROMOTION':
      return { kind: 'navigate', to: promotionHref(linkage) };
    case 'ROUTE':
      return linkage.startsWith('/') && !linkage.startsWith('//') && !linkage.startsWith('/\\')
        ? { kind: 'navigate', to: linkage }
        : { kind: 'none' };
    case 'URL':
      return isHttpsUrl(linkage) ? { kind: 'url', url: linkage } : { kind: 'none' };
    case 'GAME': {
      const at = linkage.indexOf(':');
      return at > 0 && at < linkage.length - 1
        ? { kind: 'game', vassalage: linkage.slice(0, at), nodeId: linkage.slice(at + 1) }
        : { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}
