import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/button.tsx';
import { CoreModal } from '../../shared/ui/core-modal.tsx';

/** Props of `RegisterModal`. */
export interface RegisterModalProps {
  onClose: () => void;
}

/**
 * The registration popup (modal name `register`). Registration is not open yet, so it says so
 * plainly instead of showing a form that could not work.
 */
export function RegisterModal({ onClose }: RegisterModalProps) {
  const { t } = useTranslation();
  return (
    <CoreModal
      title={t('modals.registerTitle')}
      onClose={onClose}
      width={420}
      footer={
        <Button variant="primary" onClick={onClose}>
          {t('common.close')}
        </Button>
      }
    >
      <p>{t('modals.registerBody')}</p>
    </CoreModal>
  );
}
