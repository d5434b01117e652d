import { useMatch } from 'react-router';
import { DownloadPage, type DownloadCode } from '../../features/content/download-page.tsx';
import { useHandoffCode } from '../../features/session/index.ts';
import { findResource } from '../../features/system/find-resource.ts';
import { useStatus } from '../../features/system/use-status.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { iosAppLink } from '../layouts/side-menu/ios-app-link.ts';
import { paths } from '../paths.ts';

/** /download and /download/guide: the app codes as the side menu builds them, and the guide. */
export function DownloadRoute() {
  const guide = useMatch(paths.downloadGuide.pattern) !== null;
  const language = useLanguage();
  const handoff = useHandoffCode();
  const android = findResource(useStatus().resources, 'ANDROID_APP');
  const codes: DownloadCode[] = [
    { platform: 'ios', url: iosAppLink(window.location.origin, language, handoff) },
    ...(android === undefined ? [] : [{ platform: 'android' as const, url: android.url }]),
  ];
  return (
    <DownloadPage
      codes={codes}
      guide={guide}
      guideHref={paths.downloadGuide.build()}
      codesHref={paths.download.build()}
    />
  );
}
