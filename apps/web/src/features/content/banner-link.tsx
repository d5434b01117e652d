import type { Banner } from '@portal/contract/content';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { BannerAction } from './banner-target.ts';
import './content-texts.ts';

/** Props of `BannerLink`. */
export interface BannerLinkProps {
  banner: Banner;
  action: BannerAction;
  /** Runs the action (in-app navigation, a game launch); outside URLs open by themselves. */
  onOpen: (banner: Banner, action: BannerAction) => void;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * One banner as the right control: a link for a page or an outside address (so it can be
 * opened in a new tab and read by assistive technology), a button for a game, plain content
 * when it links nowhere.
 */
export function BannerLink({ banner, action, onOpen, className, children }: BannerLinkProps) {
  const { t } = useTranslation();
  switch (action.kind) {
    case 'url':
      return (
        <a
          className={className}
          href={action.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${banner.title} ${t('content.banners.opensInNewWindow')}`}
        >
          {children}
        </a>
      );
    case 'navigate':
      return (
        <a
          className={className}
          href={action.to}
          aria-label={banner.title}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen(banner, action);
          }}
        >
          {children}
        </a>
      );
    case 'game':
      return (
        <button
          type="button"
          className={className}
          aria-label={banner.title}
          onClick={() => onOpen(banner, action)}
        >
          {children}
        </button>
      );
    case 'none':
      return <div className={className}>{children}</div>;
  }
}
