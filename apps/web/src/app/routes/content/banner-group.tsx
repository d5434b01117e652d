import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { BannerStrip } from '../../../features/content/banner-strip.tsx';
import { bannersQuery, type BannerGroup } from '../../../features/content/content-api.ts';
import '../../../features/content/content-texts.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { actionOfBanner, useBannerOpen } from './use-banner-open.ts';

/** Props of `BannerGroupStrip`. */
export interface BannerGroupStripProps {
  group: Exclude<BannerGroup, 'w_home'>;
  limit?: number | undefined;
  shape?: 'wide' | 'card' | undefined;
  /** Runs before the banner's target opens (a popup closes itself first). */
  onBeforeOpen?: (() => void) | undefined;
}

/**
 * The banners of one group as a static strip (side menu, login, register and forgot-password
 * popups). Nothing shows while they load or when the group is empty.
 */
export function BannerGroupStrip({ group, limit, shape, onBeforeOpen }: BannerGroupStripProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery(bannersQuery(group, language));
  const open = useBannerOpen();
  return (
    <BannerStrip
      banners={query.data?.list ?? []}
      actionOf={actionOfBanner}
      onOpen={(banner, action) => {
        onBeforeOpen?.();
        open(banner, action);
      }}
      limit={limit}
      shape={shape}
      label={t('content.banners.label')}
    />
  );
}
