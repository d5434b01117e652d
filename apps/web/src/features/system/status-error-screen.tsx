import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';
import { Icon } from '../../shared/ui/icon.tsx';

/** Props of `StatusErrorScreen`. */
export interface StatusErrorScreenProps {
  onRetry: () => void;
  /** True while the retry is under way, so a second click does not queue another. */
  retrying: boolean;
}

/** The status call failed: nothing can be shown safely, so offer a retry. */
export function StatusErrorScreen({ onRetry, retrying }: StatusErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <FullPageMessage
      icon="offline"
      title={t('status.offlineTitle')}
      actions={
        <Button variant="primary" size="lg" onClick={onRetry} disabled={retrying}>
          <Icon name="refresh" />
          {t('common.retry')}
        </Button>
      }
    >
      <p role="alert">{t('network_abnormal')}</p>
    </FullPageMessage>
  );
}
