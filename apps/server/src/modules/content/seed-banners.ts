import type { bannerGroups } from '@portal/contract/content';
import { pgeGames } from '../games/catalogue-data.ts';
import { art, type ArtSpec } from './seed-art.ts';

/** The game the "game of the week" banner opens: the in-house slot. */
export const gameOfTheWeek = pgeGames.find((game) => game.code === 'PGE_SLOT')!;

/**
 * A banner of the demo brand. `target` says what a click opens: a seeded promotion (by key),
 * the game of the week, a route of the portal, or nothing. `art` is what its generated
 * picture shows in each language (`/wps/content/art/<lang>/banner-<key>.svg`).
 */
export interface SeedBanner {
  group: (typeof bannerGroups)[number];
  key: string;
  title: { PT: string; EN: string };
  target:
    | { type: 'PROMOTION'; promo: string }
    | { type: 'GAME' }
    | { type: 'ROUTE'; route: string }
    | { type: 'NONE' };
  art: ArtSpec;
}

export const seedBanners: readonly SeedBanner[] = [
  {
    group: 'w_home',
    key: 'first-deposit-bonus',
    title: { PT: 'Bónus de 50% no primeiro depósito', EN: '50% bonus on your first deposit' },
    target: { type: 'PROMOTION', promo: 'first-deposit' },
    art: art(
      'gift',
      'Bónus de 50%',
      'no primeiro depósito, até R$ 200,00',
      '50% bonus',
      'on your first deposit, up to R$ 200.00',
    ),
  },
  {
    group: 'w_home',
    key: 'game-of-the-week',
    title: {
      PT: `Jogo da semana: ${gameOfTheWeek.names.PT}`,
      EN: `Game of the week: ${gameOfTheWeek.names.EN}`,
    },
    target: { type: 'GAME' },
    art: art(
      'reels',
      'Jogo da semana',
      `${gameOfTheWeek.names.PT}: cada rodada verificável`,
      'Game of the week',
      `${gameOfTheWeek.names.EN}: every spin verifiable`,
    ),
  },
  {
    group: 'w_home',
    key: 'all-promotions',
    title: { PT: 'Todas as promoções', EN: 'All promotions' },
    target: { type: 'ROUTE', route: '/promotions' },
    art: art(
      'coins',
      'Promoções todas as semanas',
      'bónus, sorteios e cashback num só lugar',
      'Promotions every week',
      'bonuses, raffles and cashback in one place',
    ),
  },
  {
    group: 'w_leftmenu',
    key: 'welcome-raffle',
    title: { PT: 'Sorteio de boas-vindas', EN: 'Welcome raffle' },
    target: { type: 'PROMOTION', promo: 'welcome-raffle' },
    art: art(
      'ticket',
      'Sorteio de boas-vindas',
      'R$ 10,00 para começar',
      'Welcome raffle',
      'R$ 10.00 to get you started',
    ),
  },
  {
    group: 'w_leftmenu',
    key: 'help-centre',
    title: { PT: 'Centro de ajuda', EN: 'Help centre' },
    target: { type: 'ROUTE', route: '/help' },
    art: art(
      'book',
      'Centro de ajuda',
      'conta, pagamentos e jogo justo explicados',
      'Help centre',
      'accounts, payments and fair play explained',
    ),
  },
  {
    group: 'w_login',
    key: 'welcome-back',
    title: { PT: 'Bem-vindo de volta', EN: 'Welcome back' },
    target: { type: 'ROUTE', route: '/promotions' },
    art: art(
      'crown',
      'Bem-vindo de volta',
      'as promoções de hoje estão à sua espera',
      'Welcome back',
      'today’s promotions are waiting for you',
    ),
  },
  {
    group: 'w_login',
    key: 'play-safe',
    title: { PT: 'Jogue com responsabilidade', EN: 'Play responsibly' },
    target: { type: 'ROUTE', route: '/help#responsible-gaming' },
    art: art(
      'shield',
      'Jogue com responsabilidade',
      'defina limites, faça pausas, só maiores de 18',
      'Play responsibly',
      'set limits, take breaks, over 18s only',
    ),
  },
  {
    group: 'w_register',
    key: 'join-today',
    title: { PT: 'Crie a sua conta hoje', EN: 'Open your account today' },
    target: { type: 'PROMOTION', promo: 'first-deposit' },
    art: art(
      'gift',
      'Crie a sua conta hoje',
      'e receba 50% no primeiro depósito',
      'Open your account today',
      'and get 50% on your first deposit',
    ),
  },
  {
    group: 'w_register',
    key: 'free-spins',
    title: { PT: 'Rodadas grátis em slots', EN: 'Free spins on slots' },
    target: { type: 'PROMOTION', promo: 'weekly-slots' },
    art: art(
      'reels',
      'Rodadas grátis',
      '5 rodadas por cada R$ 100,00 em slots',
      'Free spins',
      '5 spins for every R$ 100.00 on slots',
    ),
  },
  {
    group: 'w_forget',
    key: 'account-security',
    title: { PT: 'Segurança da conta', EN: 'Account security' },
    target: { type: 'ROUTE', route: '/help#account-security' },
    art: art(
      'shield',
      'A sua conta protegida',
      'palavra-passe forte e código por SMS',
      'Your account, protected',
      'a strong password and an SMS code',
    ),
  },
  {
    group: 'w_forget',
    key: 'support-24h',
    title: { PT: 'Apoio ao cliente 24 horas', EN: 'Customer support around the clock' },
    // A picture only: the customer-service button is beside it.
    target: { type: 'NONE' },
    art: art(
      'headset',
      'Apoio 24 horas',
      'estamos aqui todos os dias do ano',
      'Support around the clock',
      'we are here every day of the year',
    ),
  },
];
