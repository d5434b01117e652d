import { AnnouncementStart } from '../modals/announcement-start.tsx';
import { ContractOffersEntry } from '../modals/contract-offers-entry.tsx';
import { FloatingBar } from './floating-bar.tsx';

/**
 * What the portal layout adds after the first paint, in one chunk: the floating contact bar,
 * the start-up announcement popup check (which waits for the age confirmation) and an agent's
 * popup of pending contract offers.
 */
export function LayoutExtras() {
  return (
    <>
      <FloatingBar />
      <AnnouncementStart />
      <ContractOffersEntry />
    </>
  );
}
