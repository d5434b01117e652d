import { Icon, type IconName } from './icon.tsx';
import styles from './section-art.module.css';
import { useSvgId } from './svg-id.ts';

/** Props of `SectionArt`. */
export interface SectionArtProps {
  icon: IconName;
}

/** A generated section illustration: orbiting chips around the section's glyph. Decorative. */
export function SectionArt({ icon }: SectionArtProps) {
  const glow = useSvgId('section-glow');
  return (
    <div className={styles.art} aria-hidden="true">
      <svg className={styles.rings} viewBox="0 0 168 120" focusable="false">
        <defs>
          <radialGradient id={glow} cx="0.5" cy="0.5" r="0.5">
            <stop offset="0" stopColor="#8b6cff" stopOpacity="0.5" />
            <stop offset="1" stopColor="#8b6cff" stopOpacity="0" />
          </radialGradient>
        </defs>
        <ellipse cx="84" cy="60" rx="80" ry="56" fill={`url(#${glow})`} />
        <ellipse
          cx="84"
          cy="60"
          rx="66"
          ry="30"
          fill="none"
          stroke="#f7bd45"
          strokeOpacity="0.35"
          strokeDasharray="3 6"
        />
        <ellipse
          cx="84"
          cy="60"
          rx="50"
          ry="46"
          fill="none"
          stroke="#8b6cff"
          strokeOpacity="0.35"
        />
        <circle cx="22" cy="52" r="7" fill="#f7bd45" />
        <circle cx="22" cy="52" r="3.5" fill="#231502" />
        <circle cx="146" cy="70" r="5" fill="#8b6cff" />
        <circle cx="128" cy="20" r="3" fill="#ffe08a" />
        <circle cx="44" cy="100" r="4" fill="#33d69f" fillOpacity="0.8" />
      </svg>
      <div className={styles.glyph}>
        <Icon name={icon} size={36} />
      </div>
    </div>
  );
}
