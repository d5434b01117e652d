import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import './wallet-texts.ts';

/** Props of `ConfirmSendDialog`. */
export interface ConfirmSendDialogProps {
  title: string;
  confirmLabel: string;
  /** The request is on its way: both buttons wait and the dialog cannot be closed. */
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** What is about to be sent, in words. */
  children: ReactNode;
}

/**
 * The last look before money leaves the main wallet (a withdrawal, a transfer to the upline):
 * cancel or confirm, both waiting while the request runs.
 */
export function ConfirmSendDialog({
  title,
  confirmLabel,
  sending,
  onCancel,
  onConfirm,
  children,
}: ConfirmSendDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={title}
      onClose={() => (sending ? undefined : onCancel())}
      actions={
        <>
          <Button variant="ghost" disabled={sending} onClick={onCancel}>
            {t('wallet.common.cancel')}
          </Button>
          <Button variant="primary" disabled={sending} onClick={onConfirm}>
            {sending ? t('wallet.common.working') : confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
