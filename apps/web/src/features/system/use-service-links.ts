import { decryptCsPath } from '@portal/contract/cs-path';
import type { CustomerServiceEntry } from '@portal/contract/system';
import { useQuery } from '@tanstack/react-query';
import { isSafeExternalUrl } from '../../shared/lib/open-window.ts';

/** A customer-service entry with its decrypted address (null when it cannot be used). */
export interface ServiceLink {
  csType: string;
  title: string;
  url: string | null;
}

async function decryptEntry(entry: CustomerServiceEntry): Promise<ServiceLink> {
  try {
    const url = await decryptCsPath(entry.path);
    return { csType: entry.csType, title: entry.title, url: isSafeExternalUrl(url) ? url : null };
  } catch {
    return { csType: entry.csType, title: entry.title, url: null };
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
