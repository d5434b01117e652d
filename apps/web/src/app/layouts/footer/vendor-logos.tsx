import { providerLogoSets } from '@portal/contract/constants';
import { TextBadge } from '../../../shared/ui/text-badge.tsx';
import styles from './footer.module.css';

/** Every provider of the logo sets once, in set order (spec section 9). */
const vendors = Array.from(new Set(Object.values(providerLogoSets).flat()));

/** The footer's provider row: each provider as a generated text badge, never a copied logo. */
export function VendorLogos() {
  return (
    <ul className={styles.vendorList}>
      {vendors.map((code) => (
        <li key={code}>
          <TextBadge text={code} label={code} />
        </li>
      ))}
    </ul>
  );
}
