import { useTranslation } from '../../../i18n/use-translation.ts';
import { pickResources } from '../../../features/system/find-resource.ts';
import { useStatus } from '../../../features/system/use-status.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { channelIcons, type ChannelType } from '../channel-icons.ts';
import styles from './footer-social.module.css';

const footerChannels = [
  'YOUTUBE',
  'TWITTER',
  'TIKTOK',
  'FACEBOOK',
  'INSTAGRAM',
  'WHATSAPP',
] as const;

/** Props of `FooterSocial`. */
export interface FooterSocialProps {
  titleClassName?: string | undefined;
}

/** The footer's social icons with their heading, for the channels the merchant configured. */
export function FooterSocial({ titleClassName }: FooterSocialProps) {
  const { t } = useTranslation();
  const channels = pickResources(useStatus().resources, footerChannels);
  if (channels.length === 0) return null;
  return (
    <div>
      <h2 className={titleClassName}>{t('footer.followUs')}</h2>
      <ul className={styles.list}>
        {channels.map((channel) => {
          const type = channel.resourceType as ChannelType;
          return (
            <li key={type}>
              <a
                className={styles.link}
                href={channel.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t(`social.${type}`)} ${t('common.opensInNewWindow')}`}
                title={t(`social.${type}`)}
              >
                <Icon name={channelIcons[type]} size={18} />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
