import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../shared/ui/icon.tsx';
import noteStyles from '../../shared/ui/not-open-yet.module.css';

/** Props of `PointsNote`. */
export interface PointsNoteProps {
  icon: IconName;
  title: string;
  text: string;
  /** A button under the text (log in). */
  action?: ReactNode;
}

/** A plain statement in place of the mall: log in first, or the mall is closed. */
export function PointsNote({ icon, title, text, action }: PointsNoteProps) {
  return (
    <div className={noteStyles.note}>
      <span className={noteStyles.icon} aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div>
        <h2 className={noteStyles.title}>{title}</h2>
        <p className={noteStyles.text}>{text}</p>
        {action}
      </div>
    </div>
  );
}
