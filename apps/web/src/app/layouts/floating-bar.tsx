import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import { findResource } from '../../features/system/find-resource.ts';
import { useServiceLinks, type ServiceLink } from '../../features/system/use-service-links.ts';
import { useStatus } from '../../features/system/use-status.ts';
import { openServiceWindow } from '../../shared/lib/open-window.ts';
import { openModal } from '../../shared/modals/modal-store.ts';
import { Icon, type IconName } from '../../shared/ui/icon.tsx';
import { channelIcons } from './channel-icons.ts';
import styles from './floating-bar.module.css';

const barChannels = ['WHATSAPP', 'FACEBOOK', 'TELEGRAM'] as const;

type BarItem =
  | { key: string; label: string; icon: IconName; service: ServiceLink; href?: undefined }
  | { key: string; label: string; icon: IconName; href: string; service?: undefined };

/**
 * The floating right bar: customer service, then WhatsApp, Facebook and Telegram. A channel uses
 * its customer-service entry (opened in the service window, or a link in this tab when it is a
 * page of the portal) when there is one, else the merchant's public resource link; channels with
 * neither are left out.
 */
export function FloatingBar() {
  const { t } = useTranslation();
  const status = useStatus();
  const links = useServiceLinks(status.customerService);
  const items: BarItem[] = [];
  // The brand's own channel first: its live chat, else its contact form, else the first one.
  const service =
    links.find((link) => link.csType === 'LIVE_CHAT') ??
    links.find((link) => link.csType === 'FEEDBACK') ??
    links[0];
  if (service !== undefined)
    items.push({ key: 'service', label: t('floatingBar.service'), icon: 'headset', service });
  for (const type of barChannels) {
    const label = t(`social.${type}`);
    const viaService = links.find((link) => link.csType === type);
    const resource = findResource(status.resources, type);
    if (viaService !== undefined)
      items.push({ key: type, label, icon: channelIcons[type], service: viaService });
    else if (resource !== undefined)
      items.push({ key: type, label, icon: channelIcons[type], href: resource.url });
  }
  if (items.length === 0) return null;

  const open = (link: ServiceLink) => {
    if (link.url === null || !openServiceWindow(link.url)) {
      openModal('message', { title: t('floatingBar.service'), message: t('invalid_url') });
    }
  };

  return (
    <ul className={styles.bar} aria-label={t('a11y.quickContacts')}>
      {items.map((item) => (
        <li key={item.key}>
          {item.service === undefined ? (
            <a
              className={styles.item}
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${item.label} ${t('common.opensInNewWindow')}`}
              title={item.label}
            >
              <Icon name={item.icon} />
            </a>
          ) : item.service.path === null ? (
            <button
              type="button"
              className={[styles.item, item.key === 'service' ? styles.service : undefined]
                .filter(Boolean)
                .join(' ')}
              aria-label={`${item.label} ${t('common.opensInNewWindow')}`}
              title={item.label}
              onClick={() => open(item.service)}
            >
              <Icon name={item.icon} />
            </button>
          ) : (
            <Link
              to={item.service.path}
              className={[styles.item, item.key === 'service' ? styles.service : undefined]
                .filter(Boolean)
                .join(' ')}
              aria-label={item.label}
              title={item.label}
            >
              <Icon name={item.icon} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
