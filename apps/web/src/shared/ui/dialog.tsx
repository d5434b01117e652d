import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { useTimeout } from '../hooks/use-timeout.ts';
import { Button } from './button.tsx';
import styles from './dialog.module.css';

/** Props of the generic dialog (spec section 2, "Modals"). */
export interface DialogProps {
  /** The accessible name and visible heading. */
  title: string;
  children?: ReactNode;
  /** Called for every way of closing: button, cover click, Escape or timeout. */
  onClose: () => void;
  /** Footer buttons; when absent a single close button is shown. */
  actions?: ReactNode;
  /** A click on the cover does not close the dialog. */
  coverDisabled?: boolean | undefined;
  /** Escape closes the dialog (default true). */
  closeOnEscape?: boolean | undefined;
  /** Closes the dialog on its own after this many milliseconds. */
  autoCloseMs?: number | undefined;
  size?: 'sm' | 'md' | 'lg';
}

/**
 * The generic dialog: closes by its button, by a click on the cover unless `coverDisabled`, by
 * Escape unless `closeOnEscape` is false, or after `autoCloseMs`. Focus is trapped inside and
 * returned on close; the page behind does not scroll.
 */
export function Dialog({
  title,
  children,
  onClose,
  actions,
  coverDisabled = false,
  closeOnEscape = true,
  autoCloseMs,
  size = 'sm',
}: DialogProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(panel, true);
  useScrollLock(true);
  useTimeout(onClose, autoCloseMs);

  const onCoverClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget && !coverDisabled) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !closeOnEscape) return;
    event.stopPropagation();
    onClose();
  };

  return createPortal(
    <div className={styles.cover} onClick={onCoverClick} data-testid="dialog-cover">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children === undefined ? undefined : bodyId}
        tabIndex={-1}
        className={[styles.panel, size === 'sm' ? undefined : styles[size]]
          .filter(Boolean)
          .join(' ')}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children === undefined ? null : (
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
        )}
        <div className={styles.actions}>
          {actions ?? (
            <Button variant="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
