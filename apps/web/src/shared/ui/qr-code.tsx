import { lazy, Suspense } from 'react';
import styles from './qr-code.module.css';

// The QR generator is only needed once the side menu shows download codes, so it stays out of
// the initial bundle.
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })),
);

/** Props of `QrCode`. */
export interface QrCodeProps {
  value: string;
  size: number;
  /** The accessible name of the code (what scanning it opens). */
  label: string;
}

/** A QR code drawn as SVG, dark modules on a light quiet zone so phones read it reliably. */
export function QrCode({ value, size, label }: QrCodeProps) {
  return (
    <div
      className={styles.frame}
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
    >
      <Suspense fallback={null}>
        <QRCodeSVG
          value={value}
          size={size - 12}
          bgColor="#ffffff"
          fgColor="#0a0e19"
          level="M"
          aria-hidden="true"
        />
      </Suspense>
    </div>
  );
}
