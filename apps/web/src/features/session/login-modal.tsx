import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import { CoreModal } from '../../shared/ui/core-modal.tsx';

/** Props of `LoginModal`. */
export interface LoginModalProps {
  onClose: () => void;
}

/**
 * The login popup (modal names `login` and `loginPopupModal`). Player accounts are not open yet,
 * so it says so plainly instead of showing a form that could not work.
 */
export function LoginModal({ onClose }: LoginModalProps) {
  const { t } = useTranslation();
  return (
    <CoreModal
      title={t('modals.loginTitle')}
      onClose={onClose}
      width={420}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p>{t('modals.loginBody')}</p>
    </CoreModal>
  );
}
