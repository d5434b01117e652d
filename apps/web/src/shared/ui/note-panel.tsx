import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import noteStyles from './not-open-yet.module.css';

/** Props of `NotePanel`. */
export interface NotePanelProps {
  icon: IconName;
  title: string;
  text: string;
  /** A way on under the text (a link, or a log-in button). */
  action?: ReactNode;
}

/**
 * A plain statement in place of a page's content: nothing there yet, log in first, or a
 * programme the brand does not run. It offers a way on when there is one, never a button that
 * cannot work.
 */
export function NotePanel({ icon, title, text, action }: NotePanelProps) {
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
