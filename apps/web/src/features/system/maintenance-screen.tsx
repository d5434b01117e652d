import type { StatusOutput } from '@portal/contract/system';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { openServiceWindow } from '../../shared/lib/open-window.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { useServiceLinks } from './use-service-links.ts';

/** Props of `MaintenanceScreen`. */
export interface MaintenanceScreenProps {
  status: StatusOutput;
}

/**
 * System status 1: the maintenance notice, the operator's own note when one is set, and a
 * button that opens the first outside customer-service channel (a live chat, WhatsApp) in its
 * 440x750 window. A channel that is a page of the portal (the help centre's contact form) would
 * only show this screen again, so it is passed over; with no outside channel there is no
 * button.
 */
export function MaintenanceScreen({ status }: MaintenanceScreenProps) {
  const { t } = useTranslation();
  const service = useServiceLinks(status.customerService).find(
    (link) => link.url !== null && link.path === null,
  );
  const [failed, setFailed] = useState(false);
  const note = status.system.message?.trim() ?? '';

  const contact = () => {
    const url = service?.url ?? null;
    setFailed(url === null || !openServiceWindow(url));
  };

  return (
    <FullPageMessage
      icon="wrench"
      title={t('status.maintenanceTitle')}
      actions={
        service === undefined ? undefined : (
          <Button variant="primary" size="lg" onClick={contact}>
            <Icon name="headset" />
            {t('status.contactService')}
          </Button>
        )
      }
    >
      <p>{t('maintenance')}</p>
      {note === '' ? null : (
        <p>
          <strong>{t('status.operatorNote')}:</strong> {note}
        </p>
      )}
      {failed ? <p role="alert">{t('invalid_url')}</p> : null}
    </FullPageMessage>
  );
}
