import { useTranslation } from '../../i18n/use-translation.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../shared/ui/button.tsx';
import { FullPageMessage } from '../../shared/ui/full-page-message.tsx';
import { Icon } from '../../shared/ui/icon.tsx';
import { ChunkLoadError } from './lazy-section.ts';
import { NotFoundRoute } from './not-found-route.tsx';

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
 * The error screen of the routes, inside the layout: not found, a section that failed to load
 * (`chunk_load_error` with a reload, since a new deployment may have replaced the old chunks),
 * or anything else.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  const chunk = isChunkError(error);
  if (!chunk) console.error(error);
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
