import { useTranslation } from 'react-i18next';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import './agent-texts.ts';
import styles from './agent.module.css';
import { CopyTextButton } from './copy-text-button.tsx';

/** Props of `LinkQrDialog`. */
export interface LinkQrDialogProps {
  code: string;
  url: string;
  onClose: () => void;
}

/** An invitation link as a QR code to scan, with its address to copy. */
export function LinkQrDialog({ code, url, onClose }: LinkQrDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('agent.links.qrTitle', { code })} onClose={onClose}>
      <div className={styles.qr}>
        <QrCode value={url} size={220} label={t('agent.links.qrImage', { code })} />
        <span className={styles.url}>{url}</span>
        <CopyTextButton value={url} what={t('agent.links.linkWord', { code })} />
      </div>
    </Dialog>
  );
}
