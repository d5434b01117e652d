import { correction, generate } from 'lean-qr/nano';
import { useMemo } from 'react';

/** A code's modules as one SVG path (a unit per module, each row's dark runs as rectangles). */
export interface QrPath {
  /** Modules per side. */
  modules: number;
  path: string;
}

/**
 * Encodes `value` (UTF-8, error correction M or better) and draws its dark modules. Null when
 * the value is too long for a QR code, which then shows empty rather than breaking its page.
 */
export function qrPath(value: string): QrPath | null {
  let code: ReturnType<typeof generate>;
  try {
    code = generate(value, { minCorrectionLevel: correction.M });
  } catch {
    return null;
  }
  const parts: string[] = [];
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size;) {
      if (!code.get(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < code.size && code.get(x, y)) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  }
  return { modules: code.size, path: parts.join('') };
}

/** A QR code of `size` pixels, dark modules on the light frame its `QrCode` draws around it. */
export function QrSvg({ value, size }: { value: string; size: number }) {
  const code = useMemo(() => qrPath(value), [value]);
  if (code === null) return null;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${code.modules} ${code.modules}`}
      shapeRendering="crispEdges"
      aria-hidden="true"
    >
      <path d={code.path} fill="#0a0e19" />
    </svg>
  );
}
