import type { ContractView } from '@portal/contract/contracts/views';
import { Button } from '../../shared/ui/button.tsx';
import { Dialog } from '../../shared/ui/dialog.tsx';
import walletStyles from '../../shared/money/wallet.module.css';
import { ContractActions } from './contract-actions.tsx';
import { ContractFacts } from './contract-facts.tsx';
import styles from './contracts.module.css';
import { TermsView } from './terms-view.tsx';
import { useBrand } from './use-brand.ts';
import { useContractsText } from './use-contracts-text.ts';

/** Props of `PendingOffersDialog`. */
export interface PendingOffersDialogProps {
  offers: readonly ContractView[];
  /** Later: the offers stay pending. */
  onClose: () => void;
}

/**
 * Every contract offer waiting for the agent's answer, of every kind, each with its terms and
 * Accept and Reject. An offer that replaces a current contract says so; the kind's page shows
 * both side by side.
 */
export function PendingOffersDialog({ offers, onClose }: PendingOffersDialogProps) {
  const text = useContractsText();
  const brand = useBrand();
  return (
    <Dialog
      size="lg"
      title={text('contracts.pending.title')}
      onClose={onClose}
      coverDisabled
      actions={
        <Button variant="secondary" onClick={onClose}>
          {text('contracts.pending.later')}
        </Button>
      }
    >
      <p className={walletStyles.muted}>{text('contracts.pending.intro')}</p>
      <ul className={styles.offerList}>
        {offers.map((offer) => {
          const kind = text(`contracts.kinds.${offer.kind}`);
          const payer = offer.upline ?? text('contracts.house');
          return (
            <li key={offer.id} className={styles.offer}>
              <h3 className={styles.subTitle}>
                {text('contracts.pending.offerOf', { kind, payer })}
              </h3>
              <ContractFacts contract={offer} side="downline" brand={brand} />
              {offer.replaces === null ? null : (
                <p className={walletStyles.muted}>{text('contracts.pending.replaces')}</p>
              )}
              <TermsView
                kind={offer.kind}
                terms={offer.terms}
                caption={text('contracts.pending.termsOf', { kind, payer })}
                brand={brand}
              />
              <ContractActions
                contract={offer}
                actions={['accept', 'reject']}
                party={text('contracts.pending.party', { kind, payer })}
              />
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
