/** Props of `TextBadge`. */
export interface TextBadgeProps {
  /** The short text drawn in the badge (a vendor code such as `PG`). */
  text: string;
  /** The accessible name; the badge is decorative when absent. */
  label?: string | undefined;
  height?: number;
}

/** A stable hue per text, so each vendor keeps its colour across renders and pages. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/**
 * A generated text badge: vendor logos and channel marks are drawn as our own lettering, never
 * as copies of third-party logos.
 */
export function TextBadge({ text, label, height = 28 }: TextBadgeProps) {
  const hue = hueOf(text);
  const width = Math.max(48, 18 + text.length * 11);
  return (
    <svg
      viewBox={`0 0 ${width} 28`}
      height={height}
      width={(height * width) / 28}
      role={label === undefined ? undefined : 'img'}
      aria-label={label}
      aria-hidden={label === undefined ? true : undefined}
      focusable="false"
    >
      <rect
        x="0.75"
        y="0.75"
        width={width - 1.5}
        height="26.5"
        rx="7"
        fill={`hsl(${hue} 45% 16%)`}
        stroke={`hsl(${hue} 70% 62% / 0.55)`}
        strokeWidth="1.5"
      />
      <text
        x={width / 2}
        y="18.5"
        textAnchor="middle"
        fill={`hsl(${hue} 85% 80%)`}
        fontFamily="Montserrat, 'Segoe UI', system-ui, sans-serif"
        fontSize="12.5"
        fontWeight="800"
        letterSpacing="0.8"
      >
        {text}
      </text>
    </svg>
  );
}
