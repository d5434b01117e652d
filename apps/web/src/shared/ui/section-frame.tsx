import { useId, type ReactNode } from 'react';
import type { IconName } from './icon.tsx';
import { SectionArt } from './section-art.tsx';
import styles from './section-frame.module.css';

/** Props of `SectionFrame`. */
export interface SectionFrameProps {
  title: string;
  icon: IconName;
  /** Small facts under the title (the chosen vendor, a game code). */
  meta?: ReactNode;
  children?: ReactNode;
}

/** The frame every section page shares: a titled hero with generated art, then the content. */
export function SectionFrame({ title, icon, meta, children }: SectionFrameProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.hero}>
        <div className={styles.heading}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {meta === undefined ? null : <div className={styles.meta}>{meta}</div>}
        </div>
        <SectionArt icon={icon} />
      </div>
      {children}
    </section>
  );
}
