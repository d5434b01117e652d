/**
 * The histories feature's public face: the member's bet and transaction history screens (the
 * agent centre shows them as the agent's personal history), and the pieces the agent reports
 * reuse: the period picker with its state, a movements table's rows, and the type filter.
 */
export { BetHistory } from './bet-history.tsx';
export { DateRangePicker } from './date-range-picker.tsx';
export { TransactionHistory } from './transaction-history.tsx';
export { TransactionRows } from './transaction-rows.tsx';
export { TransactionTypeSelect } from './transaction-type-select.tsx';
export { useHistoryRange } from './use-history-range.ts';
export { useProductName } from './use-product-name.ts';
