import { useAgeTermsAccepted } from '../../features/content/use-age-terms-accepted.ts';
import { ContractOffersStart } from '../../features/contracts/index.ts';
import { useModalStore } from '../../shared/modals/modal-store.ts';

/**
 * The after-login popup of contract offers, held back while the age confirmation or a modal of
 * the modal store (login, announcements) is up, so that one dialog shows at a time.
 */
export function ContractOffersEntry() {
  const accepted = useAgeTermsAccepted();
  const modalOpen = useModalStore((state) => state.stack.length > 0);
  return <ContractOffersStart ready={accepted && !modalOpen} />;
}
