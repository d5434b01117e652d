import { constants } from '@portal/contract/constants';
import type { ComponentType } from 'react';

/** A lazy section's script or style failed to load, or took longer than allowed. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('chunk_load_error', { cause });
    this.name = 'ChunkLoadError';
  }
}

/**
 * A route `lazy` loader for a section (spec section 2, "Lazy sections"): it gives up after the
 * 120 s section timeout and turns any failure into a `ChunkLoadError`, which the route error
 * screen shows with a reload button.
 */
export function lazySection(
  load: () => Promise<ComponentType>,
  timeoutMs: number = constants.lazySectionTimeoutMs,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('section load timed out')), timeoutMs);
    });
    try {
      return { Component: await Promise.race([load(), timeout]) };
    } catch (error) {
      throw new ChunkLoadError(error);
    } finally {
      clearTimeout(timer);
    }
  };
}
