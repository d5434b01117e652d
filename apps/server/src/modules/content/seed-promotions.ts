import { art, type ArtSpec } from './seed-art.ts';

/**
 * A promotion of the demo brand; times are offsets in days from the seeding moment. `art` is
 * what its generated picture shows in each language (`/wps/content/art/<lang>/promo-<key>.svg`).
 */
export interface SeedPromotion {
  key: string;
  art: ArtSpec;
  kind: 'info' | 'activity' | 'raffle';
  category: string;
  title: { PT: string; EN: string };
  summary: { PT: string; EN: string };
  content: { PT: string; EN: string };
  startDays: number;
  endDays: number | null;
  requiresProof?: boolean;
  /** Minor units (BRL cents). */
  prize?: bigint;
  /** Percent of the prize to bet before it can be withdrawn. */
  turnoverPercent?: number;
}

export const seedPromotions: readonly SeedPromotion[] = [
  {
    key: 'first-deposit',
    art: art(
      'gift',
      'Bónus de primeiro depósito',
      '50% até R$ 200,00',
      'First deposit bonus',
      '50% up to R$ 200.00',
    ),
    kind: 'activity',
    category: 'DEPOSIT',
    title: { PT: 'Bónus de primeiro depósito', EN: 'First deposit bonus' },
    summary: {
      PT: 'Envie o comprovativo do seu primeiro depósito e receba 50% de bónus.',
      EN: 'Send proof of your first deposit and get a 50% bonus.',
    },
    content: {
      PT: '<h3>Como participar</h3><ol><li>Faça o primeiro depósito.</li><li>Carregue uma imagem do comprovativo (png ou jpg, até 5 MB, no máximo 3).</li><li>A equipa analisa em 24 horas.</li></ol><p>Bónus máximo de <b>R$ 200,00</b>.</p>',
      EN: '<h3>How to join</h3><ol><li>Make your first deposit.</li><li>Upload an image of the receipt (png or jpg, up to 5 MB, at most 3).</li><li>Our team reviews it within 24 hours.</li></ol><p>Bonus up to <b>R$ 200.00</b>.</p>',
    },
    startDays: -10,
    endDays: 60,
    requiresProof: true,
  },
  {
    key: 'weekly-slots',
    art: art(
      'reels',
      'Desafio semanal de slots',
      '5 rodadas grátis por R$ 100,00',
      'Weekly slots challenge',
      '5 free spins per R$ 100.00',
    ),
    kind: 'activity',
    category: 'SLOTS',
    title: { PT: 'Desafio semanal de slots', EN: 'Weekly slots challenge' },
    summary: {
      PT: 'Inscreva-se e ganhe rodadas grátis ao apostar em slots esta semana.',
      EN: 'Sign up and earn free spins by playing slots this week.',
    },
    content: {
      PT: '<p>Inscreva-se com um clique. Cada R$ 100,00 apostados em slots valem <b>5 rodadas grátis</b>.</p>',
      EN: '<p>Sign up with one click. Every R$ 100.00 wagered on slots is worth <b>5 free spins</b>.</p>',
    },
    startDays: -3,
    endDays: 30,
  },
  {
    key: 'welcome-raffle',
    art: art(
      'ticket',
      'Sorteio de boas-vindas',
      'R$ 10,00 na sua carteira',
      'Welcome raffle',
      'R$ 10.00 in your wallet',
    ),
    kind: 'raffle',
    category: 'RAFFLE',
    title: { PT: 'Sorteio de boas-vindas', EN: 'Welcome raffle' },
    summary: {
      PT: 'Resgate R$ 10,00 de boas-vindas, uma vez por conta.',
      EN: 'Claim R$ 10.00 welcome money, once per account.',
    },
    content: {
      PT: '<p>Um presente de boas-vindas: <b>R$ 10,00</b> na sua carteira principal. Só pode ser resgatado uma vez e levantado depois de apostado uma vez.</p>',
      EN: '<p>A welcome gift: <b>R$ 10.00</b> in your main wallet. It can be claimed once and withdrawn after it has been bet once.</p>',
    },
    startDays: -5,
    endDays: 90,
    prize: 1000n,
    turnoverPercent: 100,
  },
  {
    key: 'vip-club',
    art: art('crown', 'Clube VIP', '10 níveis de vantagens', 'VIP club', '10 levels of rewards'),
    kind: 'info',
    category: 'VIP',
    title: { PT: 'Clube VIP', EN: 'VIP club' },
    summary: {
      PT: 'Suba de nível e desbloqueie cashback e um gestor de conta.',
      EN: 'Level up to unlock cashback and an account manager.',
    },
    content: {
      PT: '<p>O clube VIP tem 10 níveis. Quanto mais joga, mais benefícios recebe.</p><ul><li>Cashback semanal</li><li>Levantamentos prioritários</li></ul>',
      EN: '<p>The VIP club has 10 levels. The more you play, the more you get.</p><ul><li>Weekly cashback</li><li>Priority withdrawals</li></ul>',
    },
    startDays: -30,
    endDays: null,
  },
  {
    key: 'live-tournament',
    art: art(
      'chips',
      'Torneio de casino ao vivo',
      'inscrições em breve',
      'Live casino tournament',
      'entries open soon',
    ),
    kind: 'activity',
    category: 'LIVE',
    title: { PT: 'Torneio de casino ao vivo', EN: 'Live casino tournament' },
    summary: {
      PT: 'Em breve: um torneio com prémios para as mesas ao vivo.',
      EN: 'Coming soon: a tournament with prizes at the live tables.',
    },
    content: {
      PT: '<p>As inscrições abrem em breve. Fique atento às notícias.</p>',
      EN: '<p>Entries open soon. Watch the news.</p>',
    },
    startDays: 30,
    endDays: 60,
  },
  {
    key: 'summer-festival',
    art: art(
      'sun',
      'Festival de verão',
      'obrigado por participar',
      'Summer festival',
      'thanks for taking part',
    ),
    kind: 'activity',
    category: 'SLOTS',
    title: { PT: 'Festival de verão', EN: 'Summer festival' },
    summary: { PT: 'Promoção terminada.', EN: 'This promotion has ended.' },
    content: {
      PT: '<p>Obrigado a todos os participantes do festival de verão.</p>',
      EN: '<p>Thanks to everyone who joined the summer festival.</p>',
    },
    startDays: -40,
    endDays: -3,
  },
  {
    key: 'daily-cashback',
    art: art(
      'cashback',
      'Cashback diário',
      'até 1% das apostas de cada dia',
      'Daily cashback',
      'up to 1% of each day’s bets',
    ),
    kind: 'info',
    category: 'REBATE',
    title: { PT: 'Cashback diário', EN: 'Daily cashback' },
    summary: {
      PT: 'Receba de volta até 1% das apostas de cada dia.',
      EN: 'Get back up to 1% of each day’s bets.',
    },
    content: {
      PT: '<p>O cashback é calculado à meia-noite e creditado automaticamente.</p>',
      EN: '<p>Cashback is worked out at midnight and credited automatically.</p>',
    },
    startDays: -20,
    endDays: null,
  },
  {
    key: 'friday-raffle',
    art: art(
      'ticket',
      'Sorteio de sexta-feira',
      'R$ 5,00 para o fim de semana',
      'Friday raffle',
      'R$ 5.00 for the weekend',
    ),
    kind: 'raffle',
    category: 'RAFFLE',
    title: { PT: 'Sorteio de sexta-feira', EN: 'Friday raffle' },
    summary: { PT: 'R$ 5,00 para começar o fim de semana.', EN: 'R$ 5.00 to start the weekend.' },
    content: {
      PT: '<p>Resgate <b>R$ 5,00</b>, uma vez por conta.</p>',
      EN: '<p>Claim <b>R$ 5.00</b>, once per account.</p>',
    },
    startDays: -1,
    endDays: 45,
    prize: 500n,
  },
];
