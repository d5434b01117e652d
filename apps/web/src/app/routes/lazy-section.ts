import { constants } from '@portal/contract/constants';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { withMessages } from '../../i18n/i18n.ts';

/** A lazy section's script or style failed to load, or took longer than allowed. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('chunk_load_error', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a section's component, with the error and validation messages its forms may show: gives
 * up after the 120 s section timeout and turns any failure into a `ChunkLoadError`, which the
 * route error screen shows with a reload button.
 */
export async function loadSection(
  load: () => Promise<ComponentType>,
  timeoutMs: number = constants.lazySectionTimeoutMs,
): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('section load timed out')), timeoutMs);
  });
  try {
    return await Promise.race([withMessages(load()), timeout]);
  } catch (error) {
    throw new ChunkLoadError(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A section's component, loaded on its first render (spec section 2, "Lazy sections"). Until it
 * has loaded, a navigation keeps the page on screen (see PortalRouter) and a first visit shows
 * the loading cover; a failure reaches the route's error boundary.
 */
export function lazySection(
  load: () => Promise<ComponentType>,
  timeoutMs?: number,
): LazyExoticComponent<ComponentType> {
  return lazy(() => loadSection(load, timeoutMs).then((component) => ({ default: component })));
}
