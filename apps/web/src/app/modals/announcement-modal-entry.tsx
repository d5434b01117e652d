import { AnnouncementPopup } from '../../features/content/announcement-popup.tsx';
import { rememberAnnouncementClosed } from '../../features/content/announcement-storage.ts';
import { useSafeNavigate } from '../../shared/hooks/use-safe-navigate.ts';
import type { ModalPropsMap } from '../../shared/modals/modal-store.ts';
import { paths } from '../paths.ts';

/**
 * The announcement popup; closing it (by any way) marks it closed for this session and this
 * audience, and "go to promotion" opens `/promotions#promoId`.
 */
export function AnnouncementModalEntry({
  announcements,
  audience,
  onClose,
}: ModalPropsMap['announcement'] & { onClose: () => void }) {
  const navigate = useSafeNavigate();
  const close = () => {
    rememberAnnouncementClosed(audience);
    onClose();
  };
  return (
    <AnnouncementPopup
      announcements={announcements}
      onClose={close}
      onGoToPromotion={(promoId) => navigate(paths.promotions.build(promoId))}
    />
  );
}
