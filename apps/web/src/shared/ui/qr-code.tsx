import { lazy, Suspense, useRef } from 'react';
import { useIdleTurn } from '../hooks/use-idle-turn.ts';
import { useNearViewport } from '../hooks/use-near-viewport.ts';
import styles from './qr-code.module.css';

// The QR generator is fetched only when a code is about to be seen: the side menu's download
// codes sit low in the menu, often below the fold of the home page, which then loads without it.
const QrSvg = lazy(() => import('./qr-svg.tsx').then((module) => ({ default: module.QrSvg })));

/** Props of `QrCode`. */
export interface QrCodeProps {
  value: string;
  size: number;
  /** The accessible name of the code (what scanning it opens). */
  label: string;
}

/**
 * A QR code drawn as SVG, dark modules on a light quiet zone so phones read it reliably. Its
 * frame (size and accessible name) is there at once; the code is drawn once it is in view, in an
 * idle moment of its own: computing one takes tens of milliseconds on a slow computer, and the
 * home page's two would otherwise block the page while it loads.
 */
export function QrCode({ value, size, label }: QrCodeProps) {
  const frame = useRef<HTMLDivElement>(null);
  const drawn = useIdleTurn(useNearViewport(frame, '0px'));
  return (
    <div
      ref={frame}
      className={styles.frame}
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
    >
      {drawn && (
        <Suspense fallback={null}>
          <QrSvg value={value} size={size - 12} />
        </Suspense>
      )}
    </div>
  );
}
