import { useTranslation } from '../../i18n/use-translation.ts';
import { CopyButton } from '../../shared/ui/copy-button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import { QrCode } from '../../shared/ui/qr-code.tsx';
import './agent-texts.ts';
import styles from './agent.module.css';
import { useCopyTexts } from './use-copy-texts.ts';

/** Props of `LinkQrDialog`. */
export interface LinkQrDialogProps {
  code: string;
  url: string;
  onClose: () => void;
}

/** An invitation link as a QR code to scan, with its address to copy. */
export function LinkQrDialog({ code, url, onClose }: LinkQrDialogProps) {
  const { t } = useTranslation();
  const copyTexts = useCopyTexts();
  return (
    <Dialog title={t('agent.links.qrTitle', { code })} onClose={onClose}>
      <div className={styles.qr}>
        <QrCode value={url} size={220} label={t('agent.links.qrImage', { code })} />
        <span className={styles.url}>{url}</span>
        <CopyButton
          value={url}
          label={t('agent.common.copyLabel', { what: t('agent.links.linkWord', { code }) })}
          texts={copyTexts}
        />
      </div>
    </Dialog>
  );
}
