import { readStorage, writeStorage } from '../../shared/storage/browser-storage.ts';

/** A launched game as the seamless page shows it. */
export interface SeamlessGame {
  url: string;
  vendorName: string;
  demo: boolean;
  /** Where the back button returns (a path of this portal). */
  from: string;
}

const key = 'seamlessGame';

/**
 * Only addresses the page may frame: a path of this site (the in-house `/play/...` pages) or an
 * http(s) address. Anything else (javascript:, data:) is refused.
 */
export function isFrameableUrl(url: string): boolean {
  if (/^\/(?!\/)/u.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A path of this portal, else home: the back button never leaves the site. */
export function safeReturnPath(from: string | undefined): string {
  return from !== undefined && /^\/(?!\/)/u.test(from) && !from.startsWith('/seamless')
    ? from
    : '/';
}

/** Keeps the launched game for this tab, so a reload of /seamless shows it again. */
export function storeSeamlessGame(game: SeamlessGame): void {
  writeStorage('session', key, JSON.stringify(game));
}

/** The game launched last in this tab, if any. */
export function readSeamlessGame(): SeamlessGame | null {
  const raw = readStorage('session', key);
  if (raw === null) return null;
  try {
    const game = JSON.parse(raw) as Partial<SeamlessGame>;
    if (typeof game.url !== 'string' || !isFrameableUrl(game.url)) return null;
    return {
      url: game.url,
      vendorName: typeof game.vendorName === 'string' ? game.vendorName : '',
      demo: game.demo === true,
      from: safeReturnPath(game.from),
    };
  } catch {
    return null;
  }
}
