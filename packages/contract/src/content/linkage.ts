import * as z from 'zod/mini';

/** Where a banner is shown: the home carousel, the left menu and the account forms. */
export const bannerGroups = ['w_home', 'w_leftmenu', 'w_login', 'w_register', 'w_forget'] as const;
export const bannerGroup = z.enum(bannerGroups);

/**
 * What a banner click opens: `PROMOTION` (linkage = promoId), `GAME` (linkage = a game's node
 * id when stored, sent as `VASSALAGE:nodeId` and launched by the launch rules), `ROUTE`
 * (linkage = an in-app path starting with `/`), `URL` (linkage = an https address opened in a
 * new tab) or `NONE`.
 */
export const linkageTypes = ['PROMOTION', 'GAME', 'ROUTE', 'URL', 'NONE'] as const;
export const linkageType = z.enum(linkageTypes);
export type LinkageType = z.infer<typeof linkageType>;

/**
 * Whether a banner's target is well-formed: PROMOTION and GAME name an id, ROUTE an in-app
 * path (`/...`, never `//host`), URL an https address, NONE nothing. Checked when stored (the
 * table's checks repeat it) and again when served, so a click can never open `javascript:` or
 * another scheme.
 */
export function validLinkage(type: LinkageType, linkage: string): boolean {
  switch (type) {
    case 'PROMOTION':
    case 'GAME':
      return /^[0-9]{1,18}$/u.test(linkage);
    case 'ROUTE':
      return /^\/(?![/\\])[A-Za-z0-9/_#?=&.-]*$/u.test(linkage);
    case 'URL': {
      if (!/^https:\/\/[^\s/\\]+/u.test(linkage)) return false;
      try {
        return new URL(linkage).protocol === 'https:';
      } catch {
        return false;
      }
    }
    case 'NONE':
      return linkage === '';
  }
}
