import { constants } from '@portal/contract/constants';
import { useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useDragOffset } from '../hooks/use-drag-offset.ts';
import { useFocusTrap } from '../hooks/use-focus-trap.ts';
import { useScrollLock } from '../hooks/use-scroll-lock.ts';
import { Button } from './button.tsx';
import type { CoreModalProps } from './core-modal.tsx';
import styles from './core-modal.module.css';
import { Icon } from './icon.tsx';

/** The visible part of `CoreModal`, mounted once its opening delay has passed. */
export function CoreModalPanel({
  title,
  children,
  onClose,
  footer,
  width,
  dismissible = true,
}: CoreModalProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const { offset, handlers } = useDragOffset();
  useFocusTrap(panel, true);
  useScrollLock(true);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (dismissible) onClose();
  };
  const style = {
    '--core-modal-size': `${constants.coreModal.size}px`,
    width: width === undefined ? undefined : `${width}px`,
    transform: `translate(${offset.x}px, ${offset.y}px)`,
  } as CSSProperties;

  // The cover has no click handler on purpose: the core modal ignores outside clicks.
  return createPortal(
    <div className={styles.cover} data-testid="core-modal-cover">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
        style={style}
        onKeyDown={onKeyDown}
      >
        <div className={styles.titleBar} title={t('a11y.dialogTitleBar')} {...handlers}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {dismissible ? (
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('common.close')}
              onClick={onClose}
            >
              <Icon name="close" />
            </Button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {footer === undefined ? null : <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
