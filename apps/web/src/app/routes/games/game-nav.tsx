import type { GameType } from '@portal/contract/game-card';
import { gameTypes } from '@portal/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { NavLink } from 'react-router';
import {
  navAction,
  navCategories,
  type NavCategory,
} from '../../../features/games/category-nav.ts';
import { gameMenusQuery } from '../../../features/games/games-api.ts';
import '../../../features/games/games-texts.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { categoryIcons } from '../../../shared/ui/category-icons.ts';
import { Icon, type IconName } from '../../../shared/ui/icon.tsx';
import { categoryHref } from './category-href.ts';
import { GamesEnvProvider } from './games-env-provider.tsx';
import { useGameLaunch } from './use-game-launch.ts';

/** Props of `GameNav`. */
export interface GameNavProps {
  /** Class of each entry (the header's or the side menu's look). */
  linkClassName: string | undefined;
  /** Class of a vendor list opened under an entry. */
  listClassName?: string | undefined;
  /** Icons only (the collapsed side menu). */
  compact?: boolean | undefined;
  /** Wraps each label, so a layout can hide it visually and keep it as the accessible name. */
  labelClassName?: string | undefined;
  /** Wrap each entry in a list item (the side menu's list). */
  asListItems?: boolean | undefined;
}

function iconOf(category: string): IconName {
  return (categoryIcons as Record<string, IconName>)[category] ?? 'gamepad';
}

function typeOf(category: string): GameType | undefined {
  return (gameTypes as readonly string[]).includes(category) ? (category as GameType) : undefined;
}

function Entry({
  entry,
  linkClassName,
  listClassName,
  compact,
  labelClassName,
}: GameNavProps & { entry: NavCategory }) {
  const { t } = useTranslation();
  const { launch } = useGameLaunch();
  const [open, setOpen] = useState(false);
  const action = navAction(entry);
  const label = t(`categories.${entry.gameCategory}` as 'categories.HOME', {
    defaultValue: entry.gameCategory,
  });
  const content = (
    <>
      <Icon name={iconOf(entry.gameCategory)} size={18} />
      {compact === true ? null : <span className={labelClassName}>{label}</span>}
    </>
  );
  const launchVendor = (vendor: { vassalage: string; displayName: string }) => {
    setOpen(false);
    launch(
      {
        vassalage: vendor.vassalage,
        gameType: typeOf(entry.gameCategory),
        displayName: vendor.displayName,
      },
      { fromVendorLauncher: true },
    );
  };
  if (action.kind === 'page') {
    return (
      <NavLink
        to={categoryHref(entry.gameCategory)}
        className={linkClassName}
        aria-label={compact === true ? label : undefined}
      >
        {content}
      </NavLink>
    );
  }
  if (action.kind === 'launch') {
    return (
      <button
        type="button"
        className={linkClassName}
        aria-label={compact === true ? label : undefined}
        onClick={() => launchVendor(action.vendor)}
      >
        {content}
      </button>
    );
  }
  return (
    <span style={{ position: 'relative' }}>
      <button
        type="button"
        className={linkClassName}
        aria-expanded={open}
        aria-label={compact === true ? label : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {content}
        <Icon name="chevronDown" size={14} />
      </button>
      {open ? (
        <ul
          className={listClassName}
          aria-label={t('games.topNavMore', { category: label })}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          {entry.vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <button type="button" onClick={() => launchVendor(vendor)}>
                {vendor.displayName}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}

function Entries(props: GameNavProps) {
  const language = useLanguage();
  const list = useQuery(gameMenusQuery(language)).data?.list ?? [];
  return navCategories(list).map((entry) =>
    props.asListItems === true ? (
      <li key={entry.gameCategory}>
        <Entry {...props} entry={entry} />
      </li>
    ) : (
      <Entry key={entry.gameCategory} {...props} entry={entry} />
    ),
  );
}

/**
 * The game categories of the top navigation and the side menu, from the server's vendor
 * categories: a page link, a direct vendor launch, or a list of vendors to launch.
 */
export function GameNav(props: GameNavProps) {
  return (
    <GamesEnvProvider>
      <Entries {...props} />
    </GamesEnvProvider>
  );
}
