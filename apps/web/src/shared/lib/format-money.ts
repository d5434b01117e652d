/**
 * Shows a decimal money string from the wire (`"1234.50"`) with the grouping and decimal mark
 * of a language, digit for digit: the contract's `groupAmount`, which the game screens use too.
 * `showMoney` adds the currency symbol with the sign in front of it both ways ("R$ 100,00",
 * "-R$ 40,00"): every amount with a symbol on screen goes through it.
 */
export { groupAmount as formatMoney, showMoney } from '@portal/contract/money';
