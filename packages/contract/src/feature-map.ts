/**
 * The feature map: every feature's one kebab-case name and the trees it has a place in.
 * `contract` is `packages/contract/src/<name>.ts` (its endpoints), `server` is
 * `apps/server/src/modules/<name>/`, `web` is `apps/web/src/features/<name>/`. The layout test
 * (`feature-map.test.ts`) fails when a tree holds a folder or endpoint file under a name this
 * map does not give it, or lacks one it gives; a new feature starts with a line here.
 */
export const featureMap = {
  system: { contract: true, server: true, web: true },
  session: { contract: true, server: true, web: true },
  member: { contract: true, server: true, web: true },
  /** Member account records and one-time codes shared by session, member and sms. */
  accounts: { contract: false, server: true, web: false },
  /** The web shows the captcha as a form field (`shared/forms`). */
  captcha: { contract: true, server: true, web: false },
  /** The web sends codes from form fields (`shared/forms`). */
  sms: { contract: true, server: true, web: false },
  wallet: { contract: true, server: true, web: true },
  deposits: { contract: true, server: true, web: true },
  withdrawals: { contract: true, server: true, web: true },
  upline: { contract: true, server: true, web: true },
  histories: { contract: true, server: true, web: true },
  /** The double-entry ledger every money movement goes through. */
  ledger: { contract: false, server: true, web: false },
  games: { contract: true, server: true, web: true },
  /** Vendor lists; the web shows vendors inside the games screens. */
  vendors: { contract: true, server: true, web: false },
  favourites: { contract: true, server: true, web: true },
  launch: { contract: true, server: true, web: true },
  /** The seamless-wallet callbacks of game providers (bet, win, rollback). */
  seamless: { contract: false, server: true, web: false },
  /** The in-house game provider, served under `/play/pge`. */
  pge: { contract: false, server: true, web: false },
  /** Uploaded images; the web checks files with the contract's upload rules. */
  uploads: { contract: true, server: true, web: false },
  content: { contract: true, server: true, web: true },
  rewards: { contract: true, server: true, web: true },
  points: { contract: true, server: true, web: true },
  agent: { contract: true, server: true, web: true },
  contracts: { contract: true, server: true, web: true },
  lottery: { contract: true, server: true, web: true },
  live: { contract: true, server: true, web: true },
  /** Limits, cool-off and self-exclusion, reality checks and the session clock (issue #21). */
  'responsible-gaming': { contract: true, server: true, web: true },
  /**
   * Operators: accounts, sessions, roles and the operator API (`/operator`, in the contract;
   * the older `/ops` routes behind the bootstrap token are moving there), and the operator
   * console at `/console` (its own entry and bundle in `features/ops`).
   */
  ops: { contract: true, server: true, web: true },
  audit: { contract: false, server: true, web: false },
} as const satisfies Record<string, { contract: boolean; server: boolean; web: boolean }>;

/** A feature's name. */
export type FeatureName = keyof typeof featureMap;

/** Features with calls on the wire: those the map gives a contract file. */
export type ContractFeature = {
  [K in FeatureName]: (typeof featureMap)[K]['contract'] extends true ? K : never;
}[FeatureName];

/** Every feature name that may own an endpoint. */
export const contractFeatures = (Object.keys(featureMap) as FeatureName[]).filter(
  (name) => featureMap[name].contract,
) as ContractFeature[];
