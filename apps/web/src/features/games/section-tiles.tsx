import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../shared/ui/icon.tsx';
import styles from './section-tiles.module.css';

/** One game section tile: its name, glyph and page. */
export interface SectionTile {
  key: string;
  label: string;
  icon: IconName;
  href: string;
}

/** Props of `SectionTiles`. */
export interface SectionTilesProps {
  tiles: readonly SectionTile[];
}

/** Large generated tiles leading to each game section; colour varies by position, not data. */
export function SectionTiles({ tiles }: SectionTilesProps) {
  return (
    <ul className={styles.grid}>
      {tiles.map((tile, index) => (
        <li key={tile.key}>
          <Link
            className={styles.tile}
            to={tile.href}
            style={{ '--tile-hue': (32 + index * 37) % 360 } as CSSProperties}
          >
            <span className={styles.glyph} aria-hidden="true">
              <Icon name={tile.icon} size={56} />
            </span>
            <span className={styles.label}>{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
