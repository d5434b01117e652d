import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../shared/ui/button.tsx';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { ChunkLoadError } from './lazy-section.ts';

/** Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari. */
const chunkErrorPattern =
  /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk/i;

function isChunkError(error: unknown): boolean {
  return (
    error instanceof ChunkLoadError ||
    (error instanceof Error && chunkErrorPattern.test(error.message))
  );
}

/**
 * The error screen of the routes: a section that failed to load (`chunk_load_error` with a
 * reload, since a new deployment may have replaced the old chunks), or anything else.
 */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkError(error);
  return (
    <FullPageMessage
      inline
      icon={chunk ? 'offline' : 'wrench'}
      title={chunk ? t('routeError.chunkTitle') : t('routeError.title')}
      actions={
        <Button variant="primary" onClick={() => window.location.reload()}>
          <Icon name="refresh" />
          {t('routeError.reload')}
        </Button>
      }
    >
      <p role="alert">{chunk ? t('chunk_load_error') : t('internal_error')}</p>
    </FullPageMessage>
  );
}

interface BoundaryProps {
  /** The navigation the error happened on: the next one clears it. */
  locationKey: string;
  children: ReactNode;
}

class Boundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkError(error)) console.error(error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.locationKey !== this.props.locationKey) {
      this.setState({ failed: false, error: undefined });
    }
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/** Errors of the pages below (a section that failed to load, a render error) show RouteError. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary locationKey={useLocation().key}>{children}</Boundary>;
}

/** A layout's pages, with their errors shown inside that layout. */
export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}
