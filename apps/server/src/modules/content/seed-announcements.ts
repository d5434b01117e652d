/** An announcement of the demo brand; `promo` names a seeded promotion by key. */
export interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  audience: 'A' | 'B' | 'F';
  title: { PT: string; EN: string };
  content: { PT: string; EN: string };
  promo?: string;
}

const popupTopics: ReadonlyArray<[pt: string, en: string]> = [
  ['Bem-vindo à Aurora Play', 'Welcome to Aurora Play'],
  ['Novos jogos esta semana', 'New games this week'],
  ['Manutenção programada', 'Scheduled maintenance'],
  ['Depósitos por PIX', 'Deposits by PIX'],
  ['Jogo responsável', 'Responsible gaming'],
  ['Torneio de slots', 'Slots tournament'],
  ['Segurança da conta', 'Account security'],
  ['Apoio 24 horas', 'Support around the clock'],
  ['Aplicação para telemóvel', 'Mobile app'],
  ['Jogo justo comprovável', 'Provably fair play'],
];

function popups(audience: 'A' | 'B', count: number): SeedAnnouncement[] {
  return popupTopics.slice(0, count).map(([pt, en], index) => ({
    type: 'PU' as const,
    audience,
    title: { PT: pt, EN: en },
    content: {
      PT: `<p><b>${pt}</b></p><p>Aviso ${index + 1} de ${count} para ${audience === 'A' ? 'membros' : 'visitantes'}.</p>`,
      EN: `<p><b>${en}</b></p><p>Notice ${index + 1} of ${count} for ${audience === 'A' ? 'members' : 'visitors'}.</p>`,
    },
  }));
}

/** Every type and audience; 10 popups for visitors and 9 for members, so popups paginate. */
export const seedAnnouncements: readonly SeedAnnouncement[] = [
  {
    type: 'B',
    audience: 'B',
    title: { PT: 'Registe-se e jogue', EN: 'Sign up and play' },
    content: {
      PT: '<p>Crie a sua conta em segundos.</p>',
      EN: '<p>Create your account in seconds.</p>',
    },
  },
  {
    type: 'B',
    audience: 'A',
    title: { PT: 'Bem-vindo de volta', EN: 'Welcome back' },
    content: { PT: '<p>Veja as promoções de hoje.</p>', EN: '<p>See today’s promotions.</p>' },
  },
  {
    type: 'PL',
    audience: 'A',
    title: { PT: 'Novo nível VIP', EN: 'New VIP level' },
    content: {
      PT: '<p>O nível 10 já está disponível.</p>',
      EN: '<p>Level 10 is now available.</p>',
    },
  },
  {
    type: 'PL',
    audience: 'B',
    title: { PT: 'Jogos grátis', EN: 'Free games' },
    content: {
      PT: '<p>Experimente os jogos sem registo.</p>',
      EN: '<p>Try the games without signing up.</p>',
    },
  },
  ...popups('B', 10),
  ...popups('A', 8),
  {
    type: 'PU',
    audience: 'A',
    promo: 'first-deposit',
    title: { PT: 'Bónus de primeiro depósito', EN: 'First deposit bonus' },
    content: {
      PT: '<p>Receba <b>50%</b> no primeiro depósito. Veja a promoção.</p>',
      EN: '<p>Get <b>50%</b> on your first deposit. See the promotion.</p>',
    },
  },
  {
    type: 'PU',
    audience: 'F',
    promo: 'welcome-raffle',
    title: { PT: 'Obrigado por se juntar a nós', EN: 'Thanks for joining us' },
    content: {
      PT: '<p>É o seu primeiro acesso: resgate o <b>sorteio de boas-vindas</b>.</p>',
      EN: '<p>This is your first login: claim the <b>welcome raffle</b>.</p>',
    },
  },
  {
    type: 'PR',
    audience: 'B',
    promo: 'first-deposit',
    title: { PT: 'Bónus de 50%', EN: '50% bonus' },
    content: { PT: '<p>No primeiro depósito.</p>', EN: '<p>On your first deposit.</p>' },
  },
  {
    type: 'PR',
    audience: 'A',
    promo: 'friday-raffle',
    title: { PT: 'Sorteio de sexta-feira', EN: 'Friday raffle' },
    content: { PT: '<p>R$ 5,00 para si.</p>', EN: '<p>R$ 5.00 for you.</p>' },
  },
  {
    type: 'H',
    audience: 'B',
    title: { PT: 'Precisa de ajuda?', EN: 'Need help?' },
    content: {
      PT: '<p>Consulte o <a href="/help">centro de ajuda</a>.</p>',
      EN: '<p>Visit the <a href="/help">help centre</a>.</p>',
    },
  },
];

/** The marquee's notices. */
export const seedNotices: ReadonlyArray<{ PT: string; EN: string }> = [
  { PT: 'Levantamentos por PIX em minutos.', EN: 'PIX withdrawals in minutes.' },
  { PT: 'Novo jogo da casa: Crash Aurora.', EN: 'New house game: Aurora Crash.' },
  { PT: 'Manutenção na terça às 04:00 UTC.', EN: 'Maintenance on Tuesday at 04:00 UTC.' },
  { PT: 'Ative a verificação por SMS.', EN: 'Turn on SMS verification.' },
  { PT: 'Jogue com responsabilidade. +18.', EN: 'Play responsibly. 18+.' },
];

/** Three messages each for demo01 and player02. */
export const seedMessages: ReadonlyArray<{ title: string; content: string }> = [
  {
    title: 'Bem-vindo / Welcome',
    content: '<p>Bem-vindo à Aurora Play! / Welcome to Aurora Play!</p>',
  },
  {
    title: 'Bónus disponível / Bonus available',
    content:
      '<p>Tem um bónus à espera em <a href="/promotions">Promoções</a>. / A bonus is waiting in <a href="/promotions">Promotions</a>.</p>',
  },
  {
    title: 'Segurança / Security',
    content: '<p>Nunca partilhe a sua senha. / Never share your password.</p>',
  },
];
