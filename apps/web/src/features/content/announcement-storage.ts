import { storageKeys } from '@portal/contract/constants';
import { readStorage, writeStorage } from '../../shared/storage/browser-storage.ts';

/** Who the popup was shown to: logged-in members and visitors keep separate marks. */
export type AnnouncementAudience = 'member' | 'visitor';

function keyOf(audience: AnnouncementAudience): string {
  return audience === 'member'
    ? storageKeys.announcementClosedMember
    : storageKeys.announcementClosedVisitor;
}

/** True once the popup was closed in this browser session for that audience (spec section 4). */
export function isAnnouncementClosed(audience: AnnouncementAudience): boolean {
  return readStorage('session', keyOf(audience)) === 'closed';
}

/** Marks the popup closed for this session; a new tab session shows it again. */
export function rememberAnnouncementClosed(audience: AnnouncementAudience): void {
  writeStorage('session', keyOf(audience), 'closed');
}
