import { constants } from '@portal/contract/constants';
import type { ReactNode } from 'react';
import { useDelayedFlag } from '../hooks/use-delayed-flag.ts';
import { CoreModalPanel } from './core-modal-panel.tsx';

/** Props of the core modal (login, register and the other account popups). */
export interface CoreModalProps {
  /** The accessible name, shown in the draggable title bar. */
  title: string;
  children: ReactNode;
  /** Called by the close button and by Escape; an outside click never calls it. */
  onClose: () => void;
  /**
   * False for a modal that must be answered (the forced password change): no close button and
   * Escape does nothing.
   */
  dismissible?: boolean | undefined;
  footer?: ReactNode;
  /** Width of the panel in pixels; the minimum is the fixed size of 200. */
  width?: number | undefined;
}

/**
 * The core modal of spec section 2: it opens after a 100 ms delay, cannot be closed by a click
 * outside, locks page scrolling while open, has the fixed minimum size of 200 px and can be
 * dragged by its title bar.
 */
export function CoreModal(props: CoreModalProps) {
  const open = useDelayedFlag(constants.coreModal.delayMs);
  return open ? <CoreModalPanel {...props} /> : null;
}
