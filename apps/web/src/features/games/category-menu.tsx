import { Link } from 'react-router';
import { Icon, type IconName } from '../../shared/ui/icon.tsx';
import styles from './category-menu.module.css';

/** One category of the home menu with the page it leads to. */
export interface CategoryMenuItem {
  key: string;
  label: string;
  icon: IconName;
  href: string;
}

/** Props of `CategoryMenu`. */
export interface CategoryMenuProps {
  /** Accessible name of the menu. */
  label: string;
  items: readonly CategoryMenuItem[];
  /** The category being shown. */
  current: string;
}

/** The home lobby's game-category menu: a row of category links, the current one highlighted. */
export function CategoryMenu({ label, items, current }: CategoryMenuProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              className={styles.link}
              to={item.href}
              aria-current={item.key === current ? 'page' : undefined}
            >
              <Icon name={item.icon} size={18} />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
