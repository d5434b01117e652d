import { decryptCsPath } from '@portal/contract/cs-path';
import type { CustomerServiceEntry } from '@portal/contract/system';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { isSafeExternalUrl } from '../../shared/lib/open-window.ts';

/** Channel kinds the portal names in the player's language; others show the brand's title. */
const namedChannels = [
  'FEEDBACK',
  'LIVE_CHAT',
  'EMAIL',
  'LINE',
  'FACEBOOK',
  'TELEGRAM',
  'WHATSAPP',
] as const;
type NamedChannel = (typeof namedChannels)[number];
const isNamed = (csType: string): csType is NamedChannel =>
  (namedChannels as readonly string[]).includes(csType);

/** The name of a channel in the app's language (`social.<csType>`), else its configured title. */
export function channelLabel(t: TFunction, link: ServiceLink): string {
  return isNamed(link.csType) ? t(`social.${link.csType}`) : link.title;
}

/**
 * A customer-service entry with its decrypted address (null when it cannot be used), and the
 * path of that address when it is a page of this portal (the help centre's contact form): such
 * a page opens in this tab, as a link, rather than in the service window.
 */
export interface ServiceLink {
  csType: string;
  title: string;
  url: string | null;
  path: string | null;
}

/** The path of an address on this portal (`/help#feedback`); null for an outside address. */
export function portalPath(url: string): string | null {
  const parsed = new URL(url, location.origin);
  return parsed.origin === location.origin
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : null;
}

async function decryptEntry({ csType, title, path }: CustomerServiceEntry): Promise<ServiceLink> {
  try {
    const url = await decryptCsPath(path);
    return isSafeExternalUrl(url)
      ? { csType, title, url, path: portalPath(url) }
      : { csType, title, url: null, path: null };
  } catch {
    return { csType, title, url: null, path: null };
  }
}

/**
 * Decrypts the customer-service paths ahead of time, so a click opens the window synchronously
 * (browsers block pop-ups opened after an await). Empty until decryption has finished.
 */
export function useServiceLinks(entries: readonly CustomerServiceEntry[]): ServiceLink[] {
  const { data } = useQuery({
    queryKey: ['system', 'serviceLinks', entries.map((entry) => entry.path)],
    queryFn: () => Promise.all(entries.map(decryptEntry)),
    staleTime: Infinity,
    enabled: entries.length > 0,
  });
  return data ?? [];
}
