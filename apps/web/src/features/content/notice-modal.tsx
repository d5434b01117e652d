import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/dialog.tsx';

/** Props of `NoticeModal`. */
export interface NoticeModalProps {
  onClose: () => void;
}

/**
 * A notice that asks for no decision closes by itself, so it never blocks the page; the
 * content issue keeps the rule for its notice list.
 */
export const noticeAutoCloseMs = 5000;

/** The notice popup. The notice board is not open yet, and the dialog says exactly that. */
export function NoticeModal({ onClose }: NoticeModalProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('modals.noticeTitle')} onClose={onClose} autoCloseMs={noticeAutoCloseMs}>
      <p>{t('modals.noticeBody')}</p>
    </Dialog>
  );
}
