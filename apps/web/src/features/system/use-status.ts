import type { StatusOutput } from '@portal/contract/system';
import { useContext } from 'react';
import { StatusContext } from './status-context.ts';

/** The permission response; the app start provides it before anything else renders. */
export function useStatus(): StatusOutput {
  const status = useContext(StatusContext);
  if (status === null)
    throw new Error('useStatus: render inside the app start, which loads the status first');
  return status;
}
