import type { ReactElement } from 'react';
import styles from './live.module.css';

/**
 * Gift pictures drawn inline: emoji render as empty boxes where no emoji font is installed
 * (many kiosks and older Android builds), and an inline SVG needs no extra download. A gift
 * code the brand added without a drawing shows the wrapped box.
 */
const drawings: Record<string, ReactElement> = {
  rose: (
    <>
      <path d="M12 13v9" stroke="#2e7d32" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M12 18c-2.5-.3-4-1.8-4.3-3.8 2.4 0 3.9 1.3 4.3 3.8Z" fill="#43a047" />
      <path
        d="M12 3c3 0 5.5 2.2 5.5 5.2S15 13.5 12 13.5 6.5 11.2 6.5 8.2 9 3 12 3Z"
        fill="#d81b60"
      />
      <path
        d="M9.3 6.2c1.6.4 2.7 1.6 2.7 3.3 0-1.7 1.1-2.9 2.7-3.3"
        fill="none"
        stroke="#880e4f"
        strokeWidth="1.1"
      />
    </>
  ),
  heart: (
    <path
      d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
      fill="#e91e63"
      stroke="#ad1457"
      strokeWidth="1"
    />
  ),
  champagne: (
    <>
      <path
        d="M10 2h4v4.5c1.6.8 2.5 2.2 2.5 4V21a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1V10.5c0-1.8.9-3.2 2.5-4Z"
        fill="#2e7d32"
      />
      <rect x="9.6" y="1.5" width="4.8" height="2.4" rx=".6" fill="#f9a825" />
      <rect x="8.6" y="12" width="6.8" height="5" rx=".8" fill="#fff8e1" />
    </>
  ),
  crown: (
    <>
      <path
        d="M3 8.5 7.5 12 12 5l4.5 7L21 8.5 19.2 18H4.8Z"
        fill="#fbc02d"
        stroke="#f57f17"
        strokeWidth="1"
        strokeLinejoin="round"
      />
      <rect x="4.8" y="18" width="14.4" height="2.6" rx=".6" fill="#f9a825" />
      <circle cx="12" cy="14" r="1.4" fill="#e53935" />
    </>
  ),
};

const wrappedBox = (
  <>
    <rect x="3.5" y="9" width="17" height="12" rx="1" fill="#7e57c2" />
    <rect x="2.5" y="6.5" width="19" height="3.5" rx="1" fill="#9575cd" />
    <path d="M12 6.5V21" stroke="#ffd54f" strokeWidth="2" />
    <path d="M12 6.5C10 3 7 3 7.5 5s4.5 1.5 4.5 1.5S16.5 7 17 5s-3-2-5 1.5Z" fill="#ffd54f" />
  </>
);

/** A gift's picture, 1.25em square, decorative: the gift's name always stands beside it. */
export function GiftIcon({ code }: { code: string }) {
  return (
    <svg className={styles.giftIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {drawings[code] ?? wrappedBox}
    </svg>
  );
}
