import { useId } from 'react';

/** A React id that is safe inside `url(#...)` references of inline SVG. */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
}
