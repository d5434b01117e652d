import { AnnouncementStart } from '../modals/announcement-start.tsx';
import { FloatingBar } from './floating-bar.tsx';

/**
 * What the portal layout adds after the first paint, in one chunk: the floating contact bar
 * and the start-up announcement popup check (which waits for the age confirmation).
 */
export function LayoutExtras() {
  return (
    <>
      <FloatingBar />
      <AnnouncementStart />
    </>
  );
}
