/** Business constants and limits of spec section 9. */
export const constants = {
  banner: { autoplayMs: 5000, speedMs: 1000, gap: 20.3 },
  homeSwiper: { perView: 6, gap: 14 },
  homeSectionCap: 12,
  lobbyPageSize: 18,
  recentPageSize: 12,
  favouritesPageSize: 999,
  winnerBoardLimit: 20,
  clientType: 3,
  isPlatform: 2,
  lazySectionTimeoutMs: 120_000,
  announcement: { pageSize: 8, pageRange: 5, marginPages: 1 },
  lobbyPagination: { pageRange: 5, marginPages: 2 },
  smsCountdownSecondsPerMinute: 60,
  firebaseSmsCountdownSeconds: 60,
  captchaThrottleMs: 1000,
  smsThrottleMs: 1000,
  favouriteThrottleMs: 1000,
  tooManyRequestsLockoutMs: 5 * 60_000,
  rememberMeDays: 1,
  defaultPassword: '123456',
  customerServiceWindow: { width: 440, height: 750 },
  verificationCodeMaxLength: 255,
  sideMenuPromotions: 6,
  qrCodeSize: 120,
  translucentQrSize: 200,
  feedbackMaxLength: 140,
  upload: { types: ['image/png', 'image/jpeg'], maxBytes: 5 * 1024 * 1024, maxFiles: 3 },
  realtimeSalaryMinutes: 5,
  ageStatement: 18,
  datePickerRanges: [7, 30],
  inHouseProviders: ['PGE'],
  esportProviders: [] as string[],
  cockfightProviders: [] as string[],
  defaultLanguage: 'PT',
  appLanguages: ['PT', 'EN'],
  coreModal: { size: 200, delayMs: 100 },
  platform: 'W',
  brand: { platform: 'WEB', lotteryType: 'Lott' },
} as const;

/**
 * Every language the selector lists (section 9). PT and EN have translations; the others keep
 * their code and show EN text until translated.
 */
export const languageCodes = [
  'PT',
  'EN',
  'PT-BR',
  'CN',
  'TW',
  'JA',
  'KO',
  'KR',
  'TH',
  'VI',
  'MY',
  'MS',
  'ES',
  'HI',
  'ID',
  'KM',
  'TA',
  'TY',
  'UR',
] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** Native names for the language selector and the language list screen. */
export const languageNames: Record<LanguageCode, string> = {
  PT: 'Português',
  EN: 'English',
  'PT-BR': 'Português (Brasil)',
  CN: '简体中文',
  TW: '繁體中文',
  JA: '日本語',
  KO: '한국어',
  KR: '한국어 (KR)',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  MY: 'မြန်မာ',
  MS: 'Bahasa Melayu',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  KM: 'ខ្មែរ',
  TA: 'தமிழ்',
  TY: 'Reo Tahiti',
  UR: 'اردو',
};

/** Provider logo sets of section 9, by game type. */
export const providerLogoSets = {
  FISH: ['AG', 'BBIN', 'CQ9', 'GG', 'PT', 'RTG'],
  LIVE: ['AG', 'BBIN', 'BG', 'DG', 'EA', 'LOTUS', 'OG', 'PT', 'TGP'],
  PVP: ['KX', 'KY', 'TH', 'WS', 'XY'],
  RNG: ['AE', 'AG', 'CQ9', 'GG', 'ISB', 'MG', 'MGS', 'PNG', 'PT', 'RTG', 'TTG', 'WD'],
  SPORTS: ['IBC', 'SBT', 'UG'],
} as const;

export const lotteryTypes = ['11X5', 'LF', 'LHC', 'PK10', 'SSC'] as const;

/** Game types and home categories of spec section 2. */
export const gameTypes = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
] as const;
export const homeCategories = [
  'HOME',
  'FAV',
  'HOT',
  'RNG',
  'LIVE',
  'FISH',
  'SPORTS',
  'PVP',
  'INHOUSE',
  'RECENT',
  'ESPORTS',
  'COCKFIGHT',
  'SEARCH',
] as const;

/** Browser storage keys of section 9. */
export const storageKeys = {
  token: 'token',
  merchantWallet: 'merchantWallet',
  validate: 'validate',
  consolidated: 'consolidated',
  hotGames: 'HOT_GAMES',
  gameVendor: 'gameVendor',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  language: 'language',
  announcementClosedMember: 'announcementClosed:member',
  announcementClosedVisitor: 'announcementClosed:visitor',
  /** The session (its token) in which an agent closed the popup of pending contract offers. */
  contractOffersClosed: 'contractOffersClosed',
} as const;
