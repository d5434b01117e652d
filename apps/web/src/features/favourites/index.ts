/** The favourites feature's public face: the member's favourite ids and the toggle. */
export { favouriteIdsQuery, useFavourites } from './use-favourites.ts';
