import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import type { MessageModalProps } from './modal-store.ts';

/** The generic message dialog: a title, a message and one closing button. */
export function MessageModal({
  title,
  message,
  confirmLabel,
  coverDisabled,
  autoCloseMs,
  onClose,
}: MessageModalProps & { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      onClose={onClose}
      coverDisabled={coverDisabled}
      autoCloseMs={autoCloseMs}
      actions={
        <Button variant="primary" onClick={onClose} data-autofocus>
          {confirmLabel ?? t('common.close')}
        </Button>
      }
    >
      <p>{message}</p>
    </Dialog>
  );
}
