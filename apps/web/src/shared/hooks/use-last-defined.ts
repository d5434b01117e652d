import { useState } from 'react';

/**
 * The latest defined value seen: `value` when defined, else the one before. Keeps the last good
 * answer of a query whose newer request failed.
 */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  // Derived state: React re-renders at once with the stored value, without an effect pass.
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
