import { useTranslation } from '../../../i18n/use-translation.ts';
import { pickResources } from '../../../features/system/find-resource.ts';
import { useStatus } from '../../../features/system/use-status.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { channelIcons } from '../channel-icons.ts';
import styles from './channel-links.module.css';

const sideChannels = ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM'] as const;

/** Props of `ChannelLinks`. */
export interface ChannelLinksProps {
  /** Class of the surrounding section, which is left out entirely when there is no channel. */
  className?: string | undefined;
}

/** The side menu's channel links: Facebook, Instagram and Telegram when the merchant has them. */
export function ChannelLinks({ className }: ChannelLinksProps) {
  const { t } = useTranslation();
  const channels = pickResources(useStatus().resources, sideChannels);
  if (channels.length === 0) return null;
  return (
    <section className={className} aria-label={t('sideMenu.channels')}>
      <ul className={styles.list}>
        {channels.map((channel) => {
          const type = channel.resourceType as (typeof sideChannels)[number];
          return (
            <li key={type}>
              <a
                className={styles.link}
                href={channel.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Icon name={channelIcons[type]} size={16} />
                {t(`social.${type}`)}
                <span className="visually-hidden">{t('common.opensInNewWindow')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
