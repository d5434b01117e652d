import { useSvgId } from '../../../shared/ui/svg-id.ts';

/** The home hero's generated illustration: a gold star coin among fanned cards and chips. */
export function HeroArt({ className }: { className?: string | undefined }) {
  const gold = useSvgId('hero-gold');
  const card = useSvgId('hero-card');
  const glow = useSvgId('hero-glow');
  return (
    <svg className={className} viewBox="0 0 340 240" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gold} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="0.55" stopColor="#f7bd45" />
          <stop offset="1" stopColor="#f08a24" />
        </linearGradient>
        <linearGradient id={card} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b3763" />
          <stop offset="1" stopColor="#182040" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#8b6cff" stopOpacity="0.6" />
          <stop offset="1" stopColor="#8b6cff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="190" cy="120" r="120" fill={`url(#${glow})`} />
      <g transform="rotate(-16 120 130)">
        <rect
          x="70"
          y="52"
          width="96"
          height="136"
          rx="12"
          fill={`url(#${card})`}
          stroke="#8b6cff"
          strokeOpacity="0.6"
        />
        <path d="M118 96l14 24-14 24-14-24z" fill="#ff6170" />
      </g>
      <g transform="rotate(14 250 130)">
        <rect
          x="204"
          y="52"
          width="96"
          height="136"
          rx="12"
          fill={`url(#${card})`}
          stroke="#8b6cff"
          strokeOpacity="0.6"
        />
        <path
          d="M252 98c10 10 18 16 18 26a10 10 0 0 1-18 6 10 10 0 0 1-18-6c0-10 8-16 18-26z"
          fill="#eef1f8"
        />
      </g>
      <circle cx="188" cy="118" r="62" fill="#151c31" stroke={`url(#${gold})`} strokeWidth="8" />
      <circle
        cx="188"
        cy="118"
        r="48"
        fill="none"
        stroke={`url(#${gold})`}
        strokeWidth="2"
        strokeDasharray="4 6"
      />
      <path
        d="M188 84l10 20 22 3.2-16 15.6 3.8 22-19.8-10.4-19.8 10.4 3.8-22-16-15.6 22-3.2z"
        fill={`url(#${gold})`}
      />
      <g fill="none" strokeWidth="6">
        <circle cx="64" cy="200" r="18" stroke="#33d69f" />
        <circle cx="300" cy="210" r="14" stroke="#f7bd45" />
        <circle cx="40" cy="60" r="10" stroke="#8b6cff" />
      </g>
      <g fill="#ffe08a">
        <path d="M292 30l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" />
        <path d="M110 20l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
      </g>
    </svg>
  );
}
