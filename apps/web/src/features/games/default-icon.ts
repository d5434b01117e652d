/**
 * The artwork a tile shows when its image fails (spec section 8): a generated SVG with the
 * game's initials on a colour taken from its name, so tiles stay distinct without any image.
 */
export function defaultGameIcon(title: string): string {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  const initials =
    title
      .split(/\s+/u)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase() ?? '')
      .join('')
      .replace(/[<>&"']/gu, '') || '?';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hash} 70% 45%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hash + 60) % 360} 70% 22%)"/></linearGradient></defs>` +
    `<rect width="200" height="200" fill="url(#g)"/>` +
    `<circle cx="160" cy="40" r="60" fill="rgba(255,255,255,0.08)"/>` +
    `<text x="100" y="122" font-family="sans-serif" font-size="64" font-weight="700" ` +
    `fill="rgba(255,255,255,0.92)" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
