import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { announcementsQuery } from '../../features/content/content-api.ts';
import { isAnnouncementClosed } from '../../features/content/announcement-storage.ts';
import { useAgeTermsAccepted } from '../../features/content/use-age-terms-accepted.ts';
import { useSessionStore } from '../../features/session/session-store.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { openModal } from '../../shared/modals/modal-store.ts';

/**
 * Opens the announcement popup once per session (spec section 4): at start, after the age and
 * terms confirmation, and again after a login (members and visitors have separate marks). The
 * server picks the audience (A, B, F) from the session; an empty list opens nothing.
 */
export function AnnouncementStart() {
  const language = useLanguage();
  const token = useSessionStore((state) => state.token);
  const isLogin = useSessionStore((state) => state.isLogin);
  const afterLogin = useSessionStore((state) => state.afterLoginModal);
  const setAfterLogin = useSessionStore((state) => state.setAfterLoginModal);
  const accepted = useAgeTermsAccepted();
  const audience = isLogin ? 'member' : 'visitor';
  // A token without member info is a session still starting; the age confirmation comes first.
  const settled = accepted && (isLogin || token === null);
  const closed = isAnnouncementClosed(audience);
  const query = useQuery({
    ...announcementsQuery(language, isLogin ? token : null),
    enabled: settled && !closed,
  });
  // The popup lists the popup announcements, then the promotion ones (which offer "go to
  // promotion"); banners and player notes show elsewhere.
  const data = query.data;
  const popup = useMemo(
    () => (data === undefined ? undefined : [...data.popup, ...data.promotion]),
    [data],
  );

  useEffect(() => {
    if (!settled || closed || popup === undefined) return;
    if (afterLogin !== null) setAfterLogin(null);
    if (popup.length > 0) openModal('announcement', { announcements: popup, audience });
    // Opened once per audience and session; the close marks it (announcement-modal-entry).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [popup, audience, settled, closed]);
  return null;
}
