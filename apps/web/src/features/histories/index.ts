/**
 * The histories feature's public face: the member's bet and transaction history screens (the
 * agent centre shows them as the agent's personal history), and the pieces the agent reports
 * reuse: a movements table's rows, the type filter and the product names.
 */
export { BetHistory } from './bet-history.tsx';
export { TransactionHistory } from './transaction-history.tsx';
export { TransactionRows } from './transaction-rows.tsx';
export { TransactionTypeSelect } from './transaction-type-select.tsx';
export { useProductName } from './use-product-name.ts';
