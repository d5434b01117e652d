import { useTranslation } from '../../i18n/use-translation.ts';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';

/** Props of `RegionBlockedScreen`. */
export interface RegionBlockedScreenProps {
  /** The visitor's address as the server saw it (`location.ip`). */
  ip: string;
}

/** System status 2: access restricted in the visitor's region, with their IP and an apology. */
export function RegionBlockedScreen({ ip }: RegionBlockedScreenProps) {
  const { t } = useTranslation();
  return (
    <FullPageMessage icon="lock" title={t('status.regionTitle')}>
      <p>{t('region_restricted')}</p>
      <p>{t('status.yourIp', { ip })}</p>
    </FullPageMessage>
  );
}
