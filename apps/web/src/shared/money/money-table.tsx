import { MoneyTableSections, type MoneyTableSectionsProps } from './money-table-sections.tsx';
import styles from './wallet.module.css';

/** Props of `MoneyTable`. */
export interface MoneyTableProps extends MoneyTableSectionsProps {
  /** The table's accessible name (a hidden caption). */
  caption: string;
}

/** A money report table (`MoneyTableSections`) in its scrolling wrapper, named by `caption`. */
export function MoneyTable({ caption, ...sections }: MoneyTableProps) {
  // A wide table scrolls sideways: keyboard users reach the scroll through focus.
  return (
    <div className={styles.tableWrap} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <MoneyTableSections {...sections} />
      </table>
    </div>
  );
}
