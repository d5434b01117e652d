/** What the promotions screens need from the session (handed in by the app's route). */
export interface PromotionsEnv {
  token: string | null;
  isLogin: boolean;
  isTrial: boolean;
  /** Opens the login popup. */
  openLogin: () => void;
  /** Opens the "register a real account" dialog of trial accounts. */
  openTrial: () => void;
  /** The merchant's currency symbol, shown before prize amounts. */
  currencySymbol: string;
}
