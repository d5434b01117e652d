import type { Banner } from '@portal/contract/content';
import { BannerLink } from './banner-link.tsx';
import styles from './banner-strip.module.css';
import type { BannerAction } from './banner-target.ts';

/** Props of `BannerStrip`. */
export interface BannerStripProps {
  banners: readonly Banner[];
  actionOf: (banner: Banner) => BannerAction;
  onOpen: (banner: Banner, action: BannerAction) => void;
  /** How many banners to show (the popups show one, the side menu a few). */
  limit?: number | undefined;
  /** The image's box: `wide` for popups, `card` for the side menu. */
  shape?: 'wide' | 'card' | undefined;
  label: string;
}

/** A few static banners (side menu, login, register and forgot-password popups). */
export function BannerStrip({
  banners,
  actionOf,
  onOpen,
  limit = 3,
  shape = 'card',
  label,
}: BannerStripProps) {
  const shown = banners.slice(0, limit);
  if (shown.length === 0) return null;
  return (
    <ul className={[styles.strip, styles[shape]].join(' ')} aria-label={label}>
      {shown.map((banner) => (
        <li key={banner.id}>
          <BannerLink
            banner={banner}
            action={actionOf(banner)}
            onOpen={onOpen}
            className={styles.link}
          >
            <img
              className={styles.image}
              src={banner.url}
              alt={banner.title}
              loading="lazy"
              width={shape === 'wide' ? 480 : 220}
              height={shape === 'wide' ? 120 : 90}
            />
          </BannerLink>
        </li>
      ))}
    </ul>
  );
}
