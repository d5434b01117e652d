/**
 * The contracts feature's public face: the after-login popup of pending contract offers. The
 * agent centre's contract pages load from `contract-pages.tsx`, one lazy route each.
 */
export { ContractOffersStart } from './contract-offers-start.tsx';
