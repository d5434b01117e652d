import { lazy, Suspense } from 'react';

// The banner loads on its own, so the popup's form never waits for it.
const BannerGroupStrip = lazy(() =>
  import('../routes/content/banner-group.tsx').then((m) => ({ default: m.BannerGroupStrip })),
);

/** Props of `PopupBanner`. */
export interface PopupBannerProps {
  group: 'w_login' | 'w_register' | 'w_forget';
  /** Closes the popup before the banner's target opens. */
  onBeforeOpen: () => void;
}

/** The banner on top of the login, register and forgot-password popups (one, wide). */
export function PopupBanner({ group, onBeforeOpen }: PopupBannerProps) {
  return (
    <Suspense fallback={null}>
      <BannerGroupStrip group={group} limit={1} shape="wide" onBeforeOpen={onBeforeOpen} />
    </Suspense>
  );
}
