import { useSessionBootstrap } from '../../features/session/use-session-bootstrap.ts';
import { LoadingCover } from '../../shared/ui/loading-cover.tsx';
import { createPortalHistory, PortalRouter, type PortalHistory } from '../routes/portal-router.tsx';
import { AppRoutes } from '../routes/routes.tsx';

let history: PortalHistory | null = null;

/** Status is normal: settle the session from a stored token, then start the router. */
export function SessionStart() {
  const ready = useSessionBootstrap();
  if (!ready) return <LoadingCover />;
  // Made once: React's strict mode must not make a second history listening to the same window.
  history ??= createPortalHistory();
  return (
    <PortalRouter history={history}>
      <AppRoutes />
    </PortalRouter>
  );
}
