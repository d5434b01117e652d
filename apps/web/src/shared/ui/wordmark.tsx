import { useSvgId } from './svg-id.ts';

/** Props of `Wordmark`. */
export interface WordmarkProps {
  /** The merchant's name, drawn as the logo text. */
  name: string;
  height?: number;
}

const fontSize = 24;
const emblemWidth = 44;

/** A rough text width for the bold display face; the SVG scales, so close is enough. */
function textWidth(text: string): number {
  return Array.from(text).reduce(
    (sum, char) => sum + (/[A-Z0-9]/.test(char) ? 0.74 : 0.6) * fontSize,
    0,
  );
}

/**
 * The merchant logo: a generated gold wordmark of the merchant's name beside a star emblem.
 * Decorative: the link around it carries the accessible name.
 */
export function Wordmark({ name, height = 40 }: WordmarkProps) {
  const gold = useSvgId('wordmark-gold');
  const glow = useSvgId('wordmark-glow');
  const text = (name.trim() === '' ? 'PORTAL' : name.trim()).toUpperCase();
  const nameWidth = Math.ceil(textWidth(text));
  const width = emblemWidth + 10 + nameWidth + 2;
  return (
    <svg
      viewBox={`0 0 ${width} 44`}
      height={height}
      width={(height * width) / 44}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.5" stopColor="#f7bd45" />
          <stop offset="1" stopColor="#f08a24" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#8b6cff" stopOpacity="0.55" />
          <stop offset="1" stopColor="#8b6cff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="22" cy="22" r="22" fill={`url(#${glow})`} />
      <circle cx="22" cy="22" r="17" fill="#151c31" stroke={`url(#${gold})`} strokeWidth="2.5" />
      <path
        d="M22 10.5l3.4 6.9 7.6 1.1-5.5 5.4 1.3 7.6-6.8-3.6-6.8 3.6 1.3-7.6-5.5-5.4 7.6-1.1z"
        fill={`url(#${gold})`}
      />
      <text
        x={emblemWidth + 10}
        y="30.5"
        fill={`url(#${gold})`}
        fontFamily="Montserrat, 'Segoe UI', system-ui, sans-serif"
        fontSize={fontSize}
        fontWeight="800"
        textLength={nameWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {text}
      </text>
    </svg>
  );
}
