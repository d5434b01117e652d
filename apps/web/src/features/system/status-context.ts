import type { StatusOutput } from '@portal/contract/system';
import { createContext } from 'react';

/**
 * The permission response the app runs on, provided by the app start. Screens read it from here
 * rather than from the query, so a failed refetch (a language switch while offline) keeps the
 * last good answer on screen instead of tearing the app down.
 */
export const StatusContext = createContext<StatusOutput | null>(null);
