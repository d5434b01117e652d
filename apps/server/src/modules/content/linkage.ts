import type { LinkageType } from '@portal/contract/content';

/**
 * Whether a banner's target is well-formed: PROMOTION and GAME name an id, ROUTE an in-app
 * path (`/...`, never `//host`), URL an https address, NONE nothing. Checked when stored (the
 * table's checks repeat it), so a click can never open `javascript:` or another scheme.
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
