import { messagesEn } from '@portal/contract/messages-en';
import { contentTextsEn } from '../features/content/content-texts-en.ts';
import { gamesTextsEn } from '../features/games/games-texts-en.ts';
import type { PtResources } from './pt.ts';

/** The shape of a translation: the keys of PT, every leaf a string. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/**
 * English, complete. Typed against PT: a missing key or an extra one fails the type check, so EN
 * can never fall behind the default language.
 */
export const en: Translation<PtResources> = {
  ...messagesEn,
  common: {
    close: 'Close',
    retry: 'Try again',
    loading: 'Loading…',
    confirm: 'Confirm',
    cancel: 'Cancel',
    notOpenTitle: 'Not open yet',
    notOpenText:
      'This section is not open yet. We are preparing it and it opens in an upcoming update.',
    opensInNewWindow: '(opens in a new window)',
    ageBadge: 'Adults only, 18 and over',
  },
  a11y: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    sideMenu: 'Side menu',
    quickContacts: 'Quick contacts',
    dialogTitleBar: 'Title bar (drag to move)',
    pageLoading: 'The page is loading',
  },
  header: {
    logoLabel: '{{name}} home page',
    login: 'Log in',
    register: 'Register',
    notices: 'Notices',
    customerService: 'Customer service',
    vipLevel: 'VIP {{level}}',
    noCustomerService: 'No service channels right now',
    home: 'Home',
    promotions: 'Promotions',
    myAccount: 'My account',
    logout: 'Sign out',
    logoutTitle: 'Sign out',
    logoutText: 'Do you really want to sign out?',
  },
  sideMenu: {
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    home: 'Home',
    invite: 'Invite friends',
    vip: 'VIP',
    betHistory: 'Bet history',
    promotions: 'Promotions',
    liveHosts: 'Live hosts',
    games: 'Games',
    download: 'Download the app',
    iosApp: 'iOS app',
    androidApp: 'Android app',
    scanToOpen: 'Scan the QR code to open on {{platform}}',
    language: 'Language',
    channels: 'Channels',
  },
  categories: {
    HOME: 'Home',
    FAV: 'Favourites',
    HOT: 'Hot',
    RNG: 'Slots',
    LIVE: 'Live casino',
    FISH: 'Fishing',
    SPORTS: 'Sports',
    PVP: 'Card games',
    INHOUSE: 'In-house games',
    RECENT: 'Recent',
    ESPORTS: 'E-sports',
    COCKFIGHT: 'Cockfight',
    SEARCH: 'Search',
    LOTT: 'Lottery',
    ELOTT: 'E-lottery',
  },
  social: {
    FEEDBACK: 'Contact form',
    LIVE_CHAT: 'Live chat',
    EMAIL: 'Email',
    LINE: 'LINE',
    FACEBOOK: 'Facebook',
    INSTAGRAM: 'Instagram',
    TELEGRAM: 'Telegram',
    WHATSAPP: 'WhatsApp',
    YOUTUBE: 'YouTube',
    TWITTER: 'X (Twitter)',
    TIKTOK: 'TikTok',
  },
  footer: {
    products: 'Products',
    help: 'Help',
    followUs: 'Follow us',
    providers: 'Game providers',
    description:
      '{{name}} is an online entertainment platform with slots, live casino, fishing, sports, card games and lotteries.',
    responsible:
      'Play responsibly. Gambling is forbidden under 18 and can be addictive; set limits and take breaks.',
    copyright: '© {{year}} {{name}}. All rights reserved.',
  },
  floatingBar: {
    service: 'Customer service',
  },
  language: {
    label: 'Language',
  },
  status: {
    maintenanceTitle: 'System maintenance',
    operatorNote: 'Operator note',
    contactService: 'Contact customer service',
    regionTitle: 'Access restricted',
    yourIp: 'Your IP address: {{ip}}',
    offlineTitle: 'No connection to the server',
  },
  modals: {
    loginTitle: 'Log in',
    registerTitle: 'Create an account',
    noticeTitle: 'Notices',
    termsTitle: 'Age and terms confirmation',
    termsText:
      'This site offers real-money games and is for adults aged {{age}} or over only. To continue, confirm your age and accept the terms and conditions.',
    termsCheckbox: 'I am {{age}} or older and I accept the terms and conditions',
    termsLink: 'Read the terms and conditions',
    termsSubmit: 'Enter the site',
    termsError: 'Confirm your age and accept the terms to continue.',
  },
  home: {
    heroTitle: 'Welcome to {{name}}',
    heroText: 'Slots, live casino, fishing, sports, card games and lotteries in one place.',
    categoriesLabel: 'Game categories',
  },
  sections: {
    memberCenter: 'Member centre',
    agentCenter: 'Agent centre',
    promotions: 'Promotions',
    pointMall: 'Points mall',
    seamless: 'Game room',
    lottery: 'Lottery',
    seaLottery: 'SEA lottery',
    vnLottery: 'VN lottery',
    help: 'Help centre',
    favorite: 'My favourites',
    recent: 'Recently played',
    vendor: 'Provider: {{vendor}}',
    gameCode: 'Game: {{code}}',
    pages: 'Pages',
    backToPortal: 'Back to the portal',
  },
  memberPages: {
    securityCenter: 'Security centre',
    transferFund: 'Transfer funds',
    depositv2: 'Deposit',
    withdraw: 'Withdraw',
    transferUpline: 'Transfer to upline',
    personalHistoryCopy: 'Bet history',
    transactionHistory: 'Transaction history',
    personalProfit: 'Profit and loss',
    bonusDetails: 'Bonus details',
    rewardCenter: 'Reward centre',
    vip: 'VIP',
    referral: 'Invite friends',
    missionLeaderboard: 'Missions and leaderboard',
    messageV2: 'Messages',
    manualRebate: 'Rebate',
    responsibleGaming: 'Responsible gaming',
  },
  errorWhen: {
    until: 'Until {{date}}.',
    permanent: 'With no end date.',
    resets: 'The limit starts again on {{date}}.',
    payout:
      'Your balance can still be paid out to your registered account: please contact customer service.',
  },
  notFound: {
    title: 'Page not found',
    text: 'The address {{path}} does not exist on this portal.',
    home: 'Back to home',
  },
  routeError: {
    chunkTitle: 'The section failed to load',
    reload: 'Reload',
    title: 'Something went wrong',
  },
};

/**
 * The EN texts of the features the home page shows (content, games). Their PT texts load with
 * the features; these load here, with the rest of EN, so a visit in PT never downloads them
 * and a visit or a switch to EN has them before anything renders.
 */
export const homeFeaturesEn = [contentTextsEn, gamesTextsEn] as const;
