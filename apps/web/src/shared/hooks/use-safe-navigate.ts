import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * Programmatic navigation whose failures are ignored silently (spec section 2): a navigation
 * interrupted by another one, or one made while the router is busy, must not surface as an
 * unhandled rejection.
 */
export function useSafeNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, options) => {
      try {
        void Promise.resolve(navigate(to, options)).catch(() => undefined);
      } catch {
        // Same as above: a refused navigation leaves the visitor where they are.
      }
    },
    [navigate],
  );
}
