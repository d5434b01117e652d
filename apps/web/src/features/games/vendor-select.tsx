import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import './games-texts.ts';
import styles from './game-lobby.module.css';

/** A vendor of the dropdown. */
export interface VendorOption {
  vassalage: string;
  displayName: string;
}

/** Props of `VendorSelect`. */
export interface VendorSelectProps {
  vendors: readonly VendorOption[];
  /** The chosen vendor, or undefined for All. */
  selected: string | undefined;
  onSelect: (vassalage: string | undefined) => void;
}

/**
 * The lobby's vendor dropdown with an All option; more than 10 vendors open a large layout
 * (a wide grid) instead of a column.
 */
export function VendorSelect({ vendors, selected, onSelect }: VendorSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const current = vendors.find((vendor) => vendor.vassalage === selected);
  const choose = (vassalage: string | undefined) => {
    setOpen(false);
    onSelect(vassalage);
  };
  const large = vendors.length > 10;
  return (
    <div className={styles.vendor}>
      <button
        type="button"
        className={styles.vendorButton}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${t('games.vendorLabel')}: ${current?.displayName ?? t('games.allVendors')}`}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{current?.displayName ?? t('games.allVendors')}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open ? (
        <ul
          id={panelId}
          className={[styles.vendorPanel, large ? styles.vendorPanelLarge : undefined]
            .filter(Boolean)
            .join(' ')}
          aria-label={t('games.vendorLabel')}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {[{ vassalage: undefined, displayName: t('games.allVendors') }, ...vendors].map(
            (vendor) => (
              <li key={vendor.vassalage ?? 'ALL'}>
                <button
                  type="button"
                  className={styles.vendorOption}
                  aria-pressed={vendor.vassalage === selected}
                  onClick={() => choose(vendor.vassalage)}
                >
                  {vendor.displayName}
                </button>
              </li>
            ),
          )}
        </ul>
      ) : null}
    </div>
  );
}
