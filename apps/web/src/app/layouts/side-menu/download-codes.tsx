import { constants } from '@portal/contract/constants';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { findResource } from '../../../features/system/find-resource.ts';
import { useStatus } from '../../../features/system/use-status.ts';
import { useHandoffCode } from '../../../features/session/index.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { QrCode } from '../../../shared/ui/qr-code.tsx';
import styles from './download-codes.module.css';
import { iosAppLink } from './ios-app-link.ts';

/**
 * App download QR codes of 120 px: iOS from this origin, language and a hand-off code; Android from the
 * merchant's ANDROID_APP resource, shown only when that resource exists.
 */
export function DownloadCodes() {
  const { t } = useTranslation();
  const language = useLanguage();
  const handoff = useHandoffCode();
  const android = findResource(useStatus().resources, 'ANDROID_APP');
  const size = constants.qrCodeSize;
  const codes = [
    {
      key: 'ios',
      name: t('sideMenu.iosApp'),
      url: iosAppLink(window.location.origin, language, handoff),
    },
    ...(android === undefined
      ? []
      : [{ key: 'android', name: t('sideMenu.androidApp'), url: android.url }]),
  ];
  return (
    <div className={styles.codes}>
      {codes.map((code) => (
        <figure key={code.key} className={styles.code}>
          <QrCode
            value={code.url}
            size={size}
            label={t('sideMenu.scanToOpen', { platform: code.name })}
          />
          <figcaption className={styles.caption}>
            <Icon name="phone" size={14} />
            {code.name}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
