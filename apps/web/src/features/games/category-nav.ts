/** A vendor category of `/lgw/games/game_menus` as the navigation reads it. */
export interface NavCategory {
  gameCategory: string;
  vendors: readonly { vassalage: string; displayName: string }[];
}

/** What a navigation entry does when clicked. */
export type NavAction =
  | { kind: 'page' }
  | { kind: 'launch'; vendor: { vassalage: string; displayName: string } }
  | { kind: 'vendors' };

/** Categories that keep their page even with several vendors (spec section 2, Header). */
const pageCategories = ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'];

/**
 * The top navigation's entries (spec section 2): only categories with at least one vendor, in
 * the server's order, HOME and PROMO left out (the bar puts home first and promotions last).
 */
export function navCategories(list: readonly NavCategory[]): NavCategory[] {
  return list.filter(
    (entry) =>
      entry.vendors.length > 0 && entry.gameCategory !== 'HOME' && entry.gameCategory !== 'PROMO',
  );
}

/**
 * A category click goes to its page, or launches the vendor directly when the category has a
 * single vendor or is not HOME, PROMO, PVP, FISH or RNG; with several vendors there, the entry
 * lists them and each launches its vendor.
 */
export function navAction(entry: NavCategory): NavAction {
  const [first] = entry.vendors;
  if (entry.vendors.length === 1 && first !== undefined) return { kind: 'launch', vendor: first };
  if (pageCategories.includes(entry.gameCategory)) return { kind: 'page' };
  return { kind: 'vendors' };
}
