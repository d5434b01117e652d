import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { AgeTermsGate } from '../../features/content/age-terms-gate.tsx';
import { useStatus } from '../../features/system/use-status.ts';
import { setEncryptionKey } from '../../shared/api/encrypt-payload.ts';
import { LoadingCover } from '../../shared/ui/loading-cover.tsx';
import { useLoadingCoverStore } from '../../shared/ui/loading-cover-store.ts';
import { ModalHost } from '../modals/modal-host.tsx';
import { paths } from '../paths.ts';
import { NavigationEffects } from './navigation-effects.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

/**
 * The root of every route: navigation effects and progress, the page, the modals opened by
 * name, the first-visit age and terms confirmation, and the loading cover. It hands the
 * merchant's public key of the status response to the API client for encrypted calls.
 */
export function RootRoute() {
  const coverVisible = useLoadingCoverStore((state) => state.visible);
  const publicKey = useStatus().publicKey;
  useEffect(() => setEncryptionKey(publicKey), [publicKey]);
  return (
    <>
      <NavigationEffects />
      <NavigationProgress />
      <Outlet />
      <ModalHost />
      <AgeTermsGate termsHref={paths.help.build('terms')} />
      {coverVisible ? <LoadingCover translucent /> : null}
    </>
  );
}
