import { pgeGames } from '../games/catalogue-data.ts';

/** An announcement of the demo brand; `promo` names a seeded promotion by key. */
export interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  audience: 'A' | 'B' | 'F';
  title: { PT: string; EN: string };
  content: { PT: string; EN: string };
  promo?: string;
}

/** The in-house games' names as the catalogue gives them, so every text names them alike. */
const house = Object.fromEntries(pgeGames.map((game) => [game.code, game.names])) as Record<
  'PGE_SLOT' | 'PGE_DICE' | 'PGE_CRASH',
  { PT: string; EN: string }
>;
const houseList = {
  PT: `${house.PGE_SLOT.PT}, ${house.PGE_DICE.PT} e ${house.PGE_CRASH.PT}`,
  EN: `${house.PGE_SLOT.EN}, ${house.PGE_DICE.EN} and ${house.PGE_CRASH.EN}`,
};

type Copy = [titlePt: string, titleEn: string, contentPt: string, contentEn: string];

const popup = (audience: 'A' | 'B', [titlePt, titleEn, contentPt, contentEn]: Copy) => ({
  type: 'PU' as const,
  audience,
  title: { PT: titlePt, EN: titleEn },
  content: { PT: contentPt, EN: contentEn },
});

/** Popups for visitors (audience B), oldest first. */
const visitorPopups: readonly Copy[] = [
  [
    'Bem-vindo à Aurora Play',
    'Welcome to Aurora Play',
    '<p>Slots, casino ao vivo, pesca, desporto e os nossos jogos da casa, num só lugar e em português.</p><p>Crie a sua conta em menos de um minuto e comece com <b>50% de bónus</b> no primeiro depósito.</p>',
    '<p>Slots, live casino, fishing, sports and our own house games, all in one place.</p><p>Open your account in under a minute and start with a <b>50% bonus</b> on your first deposit.</p>',
  ],
  [
    'Jogos da casa comprovavelmente justos',
    'Provably fair house games',
    `<p>${houseList.PT}: o resultado de cada ronda fica decidido antes de apostar e pode verificá-lo depois, com o hash da semente do servidor, a sua semente e o nonce.</p><p>Saiba como em <a href="/help#fair-play">Jogo justo e verificação</a>.</p>`,
    `<p>${houseList.EN}: each round’s outcome is fixed before you bet and you can check it afterwards, with the server seed hash, your own seed and the nonce.</p><p>Find out how under <a href="/help#fair-play">Fair play and verification</a>.</p>`,
  ],
  [
    'Depósitos por PIX em minutos',
    'PIX deposits in minutes',
    '<p>Deposite a partir de <b>R$ 10,00</b> com PIX: pague o código na aplicação do seu banco e o saldo é creditado assim que o pagamento é confirmado, sem comissões.</p>',
    '<p>Deposit from <b>R$ 10.00</b> with PIX: pay the code in your banking app and your balance is credited as soon as the payment is confirmed, with no fees.</p>',
  ],
  [
    'Experimente antes de jogar',
    'Try before you play',
    '<p>Quer conhecer um jogo primeiro? Use <b>Experimentar grátis</b>: abrimos uma conta de teste com saldo de demonstração, sem registo e sem depósito.</p>',
    '<p>Want to get to know a game first? Use <b>Try free play</b>: we open a trial account with a demo balance, with no sign-up and no deposit.</p>',
  ],
  [
    'Bónus de 50% no primeiro depósito',
    '50% bonus on your first deposit',
    '<p>Registe-se, faça o primeiro depósito e envie o comprovativo na promoção: recebe <b>50% do valor</b>, até R$ 200,00. A equipa analisa os pedidos em 24 horas.</p>',
    '<p>Sign up, make your first deposit and send the receipt through the promotion: you get <b>50% of the amount</b>, up to R$ 200.00. Our team reviews requests within 24 hours.</p>',
  ],
  [
    'Levantamentos com confirmação',
    'Withdrawals you confirm',
    '<p>Cada levantamento pago espera pela sua confirmação. Se o valor não chegou, ou chegou só em parte, diga-nos com um comprovativo e a nossa equipa resolve.</p><p>Veja como em <a href="/help#withdrawals">Levantamentos e confirmação</a>.</p>',
    '<p>Every paid withdrawal waits for your confirmation. If the money did not arrive, or only part of it did, tell us with proof and our team sorts it out.</p><p>See how under <a href="/help#withdrawals">Withdrawals and confirmation</a>.</p>',
  ],
  [
    'Manutenção programada',
    'Scheduled maintenance',
    '<p>Na próxima terça-feira, entre as <b>04:00 e as 04:30 UTC</b>, o portal fica em manutenção para melhorias. Durante esse período não é possível entrar nem jogar.</p>',
    '<p>Next Tuesday, between <b>04:00 and 04:30 UTC</b>, the portal will be down for improvements. You will not be able to log in or play during that time.</p>',
  ],
  [
    'Jogo responsável',
    'Responsible gaming',
    '<p>Jogue por diversão e dentro dos seus limites. Defina um orçamento, faça pausas e nunca tente recuperar perdas. Só maiores de 18 anos.</p><p>Mais conselhos em <a href="/help#responsible-gaming">Jogo responsável</a>.</p>',
    '<p>Play for fun and within your limits. Set a budget, take breaks and never chase losses. Over 18s only.</p><p>More advice under <a href="/help#responsible-gaming">Responsible gaming</a>.</p>',
  ],
  [
    'Apoio ao cliente 24 horas',
    'Customer support around the clock',
    '<p>Estamos disponíveis todos os dias, a qualquer hora, pelo formulário de contacto, WhatsApp e Telegram. Encontre os canais no botão de apoio ao cliente do cabeçalho.</p>',
    '<p>We are here every day, at any hour, through the contact form, WhatsApp and Telegram. You find the channels behind the customer-service button in the header.</p>',
  ],
  [
    'A sua conta protegida',
    'Your account, protected',
    '<p>Quando entra a partir de um endereço novo, pedimos um código enviado por SMS para o telemóvel da conta. Associe o seu telemóvel depois do registo para ter esta proteção.</p>',
    '<p>When you log in from a new address, we ask for a code sent by SMS to your account’s mobile. Link your mobile after signing up to get this protection.</p>',
  ],
];

/** Popups for members (audience A), oldest first. */
const memberPopups: readonly Copy[] = [
  [
    'Milhares de jogos para descobrir',
    'Thousands of games to discover',
    '<p>Slots e mesas ao vivo de mais de vinte fornecedores. Filtre por fornecedor e por tipo de jogo em <b>Slots</b> e <b>Casino ao vivo</b>, e marque os seus favoritos para os encontrar depressa.</p>',
    '<p>Slots and live tables from more than twenty providers. Filter by provider and kind of game under <b>Slots</b> and <b>Live casino</b>, and mark your favourites to find them quickly.</p>',
  ],
  [
    'Manutenção programada',
    'Scheduled maintenance',
    '<p>Na próxima terça-feira, entre as <b>04:00 e as 04:30 UTC</b>, o portal fica em manutenção. O seu saldo e as suas apostas ficam guardados; as rondas em curso são concluídas antes de começarmos.</p>',
    '<p>Next Tuesday, between <b>04:00 and 04:30 UTC</b>, the portal will be down for maintenance. Your balance and bets are kept safe; rounds in progress are completed before we start.</p>',
  ],
  [
    'Confirme os seus levantamentos',
    'Confirm your withdrawals',
    '<p>Depois de cada pagamento, abra o levantamento e escolha <b>Confirmar receção</b>. Sem resposta dentro do prazo, o levantamento conta como recebido e já não pode ser contestado.</p>',
    '<p>After each payment, open the withdrawal and choose <b>Confirm receipt</b>. With no answer in time, the withdrawal counts as received and can no longer be disputed.</p>',
  ],
  [
    'Associe o seu telemóvel',
    'Link your mobile',
    '<p>Com o telemóvel associado pode recuperar a palavra-passe por SMS e confirmamos os inícios de sessão a partir de endereços novos. Faça-o no centro de segurança, em <b>Telemóvel e email</b>.</p>',
    '<p>With your mobile linked you can recover your password by SMS and we confirm logins from new addresses. Do it in the security centre, under <b>Mobile and email</b>.</p>',
  ],
  [
    'Desafio semanal de slots',
    'Weekly slots challenge',
    '<p>Inscreva-se na promoção e ganhe <b>5 rodadas grátis</b> por cada R$ 100,00 apostados em slots esta semana.</p>',
    '<p>Join the promotion and earn <b>5 free spins</b> for every R$ 100.00 you bet on slots this week.</p>',
  ],
  [
    'Cashback diário',
    'Daily cashback',
    '<p>Todos os dias, à meia-noite, devolvemos até <b>1% das suas apostas</b> desse dia, diretamente na carteira principal. Não precisa de se inscrever.</p>',
    '<p>Every day at midnight we give back up to <b>1% of that day’s bets</b>, straight to your main wallet. No sign-up needed.</p>',
  ],
  [
    'Clube VIP',
    'VIP club',
    '<p>Cada aposta conta para o seu nível VIP. Suba pelos 10 níveis e desbloqueie cashback semanal, levantamentos prioritários e um gestor de conta.</p>',
    '<p>Every bet counts towards your VIP level. Climb the 10 levels to unlock weekly cashback, priority withdrawals and an account manager.</p>',
  ],
  [
    'Escolha a sua semente',
    'Choose your own seed',
    `<p>Nos jogos da casa pode trocar a semente do cliente no painel de jogo justo antes de jogar. Ao trocar de sementes, revelamos a semente do servidor usada e pode verificar cada ronda de ${house.PGE_DICE.PT} ou ${house.PGE_SLOT.PT}.</p>`,
    `<p>In the house games you can change your client seed in the fair play panel before playing. When you change seeds, we reveal the server seed used and you can verify every round of ${house.PGE_DICE.EN} or ${house.PGE_SLOT.EN}.</p>`,
  ],
];

/** Every type and audience; 10 popups for visitors and 9 for members, so popups paginate. */
export const seedAnnouncements: readonly SeedAnnouncement[] = [
  {
    type: 'B',
    audience: 'B',
    title: { PT: 'Registe-se e jogue', EN: 'Sign up and play' },
    content: {
      PT: '<p>Crie a sua conta em menos de um minuto e receba 50% no primeiro depósito.</p>',
      EN: '<p>Open your account in under a minute and get 50% on your first deposit.</p>',
    },
  },
  {
    type: 'B',
    audience: 'A',
    title: { PT: 'Bem-vindo de volta', EN: 'Welcome back' },
    content: {
      PT: '<p>As promoções de hoje estão à sua espera em <a href="/promotions">Promoções</a>.</p>',
      EN: '<p>Today’s promotions are waiting for you under <a href="/promotions">Promotions</a>.</p>',
    },
  },
  {
    type: 'PL',
    audience: 'A',
    title: { PT: 'O clube VIP cresceu', EN: 'The VIP club has grown' },
    content: {
      PT: '<p>O clube VIP tem agora 10 níveis. Quanto mais joga, mais vantagens recebe.</p>',
      EN: '<p>The VIP club now has 10 levels. The more you play, the more you get.</p>',
    },
  },
  {
    type: 'PL',
    audience: 'B',
    title: { PT: 'Jogue grátis', EN: 'Play for free' },
    content: {
      PT: '<p>Experimente os slots e os jogos da casa com saldo de demonstração, sem registo.</p>',
      EN: '<p>Try the slots and the house games with a demo balance, without signing up.</p>',
    },
  },
  ...visitorPopups.map((copy) => popup('B', copy)),
  ...memberPopups.map((copy) => popup('A', copy)),
  {
    type: 'PU',
    audience: 'A',
    promo: 'first-deposit',
    title: { PT: 'Bónus de primeiro depósito', EN: 'First deposit bonus' },
    content: {
      PT: '<p>Ainda não fez o primeiro depósito? Receba <b>50%</b> do valor, até R$ 200,00. Veja a promoção para participar.</p>',
      EN: '<p>Not made your first deposit yet? Get <b>50%</b> of the amount, up to R$ 200.00. See the promotion to join.</p>',
    },
  },
  {
    type: 'PU',
    audience: 'F',
    promo: 'welcome-raffle',
    title: { PT: 'Obrigado por se juntar a nós', EN: 'Thanks for joining us' },
    content: {
      PT: '<p>É o seu primeiro acesso: resgate o <b>sorteio de boas-vindas</b> e receba R$ 10,00 na carteira principal.</p>',
      EN: '<p>This is your first login: claim the <b>welcome raffle</b> and get R$ 10.00 in your main wallet.</p>',
    },
  },
  {
    type: 'PR',
    audience: 'B',
    promo: 'first-deposit',
    title: { PT: 'Bónus de 50%', EN: '50% bonus' },
    content: {
      PT: '<p>No primeiro depósito, até R$ 200,00.</p>',
      EN: '<p>On your first deposit, up to R$ 200.00.</p>',
    },
  },
  {
    type: 'PR',
    audience: 'A',
    promo: 'friday-raffle',
    title: { PT: 'Sorteio de sexta-feira', EN: 'Friday raffle' },
    content: {
      PT: '<p>R$ 5,00 para começar o fim de semana, uma vez por conta.</p>',
      EN: '<p>R$ 5.00 to start the weekend, once per account.</p>',
    },
  },
  {
    type: 'H',
    audience: 'B',
    title: { PT: 'Precisa de ajuda?', EN: 'Need help?' },
    content: {
      PT: '<p>Respostas sobre conta, pagamentos e jogo justo no <a href="/help">centro de ajuda</a>.</p>',
      EN: '<p>Answers on accounts, payments and fair play in the <a href="/help">help centre</a>.</p>',
    },
  },
];

/** The marquee's notices: a short title (what scrolls) and the text the notice opens to. */
export const seedNotices: ReadonlyArray<{
  title: { PT: string; EN: string };
  content: { PT: string; EN: string };
}> = [
  {
    title: {
      PT: 'Depósitos por PIX creditados em minutos.',
      EN: 'PIX deposits credited in minutes.',
    },
    content: {
      PT: 'Deposite a partir de R$ 10,00 com PIX, sem comissões. O saldo atualiza sozinho assim que o pagamento é confirmado.',
      EN: 'Deposit from R$ 10.00 with PIX, with no fees. Your balance updates by itself as soon as the payment is confirmed.',
    },
  },
  {
    title: {
      PT: `Novo jogo da casa: ${house.PGE_CRASH.PT}.`,
      EN: `New house game: ${house.PGE_CRASH.EN}.`,
    },
    content: {
      PT: `${house.PGE_CRASH.PT} é uma ronda partilhada por todos os jogadores: aposte, veja o multiplicador subir e retire antes de o foguetão rebentar. Cada ronda é verificável.`,
      EN: `${house.PGE_CRASH.EN} is one round shared by every player: bet, watch the multiplier climb and cash out before the rocket bursts. Every round can be verified.`,
    },
  },
  {
    title: {
      PT: 'Manutenção na terça-feira, das 04:00 às 04:30 UTC.',
      EN: 'Maintenance on Tuesday, 04:00 to 04:30 UTC.',
    },
    content: {
      PT: 'Durante a manutenção não é possível entrar nem jogar. O saldo e as apostas ficam guardados.',
      EN: 'During maintenance you cannot log in or play. Your balance and bets are kept safe.',
    },
  },
  {
    title: { PT: 'Associe o telemóvel à sua conta.', EN: 'Link your mobile to your account.' },
    content: {
      PT: 'Com o telemóvel associado, os inícios de sessão a partir de endereços novos pedem um código por SMS e pode recuperar a palavra-passe sozinho.',
      EN: 'With your mobile linked, logins from new addresses ask for an SMS code and you can recover your password yourself.',
    },
  },
  {
    title: { PT: 'Jogue com responsabilidade. Só +18.', EN: 'Play responsibly. 18+ only.' },
    content: {
      PT: 'Defina um orçamento, faça pausas e jogue apenas por diversão. Conselhos e ajuda no centro de ajuda.',
      EN: 'Set a budget, take breaks and only play for fun. Advice and help in the help centre.',
    },
  },
];

/** Three platform messages each for demo01 and player02, in the member's language. */
export const seedMessages: ReadonlyArray<{
  title: { PT: string; EN: string };
  content: { PT: string; EN: string };
}> = [
  {
    title: { PT: 'Bem-vindo à Aurora Play', EN: 'Welcome to Aurora Play' },
    content: {
      PT: '<p>Olá! A sua conta está pronta. Explore os jogos, conheça os jogos da casa comprovavelmente justos e, se precisar de nós, estamos disponíveis 24 horas por dia.</p>',
      EN: '<p>Hello! Your account is ready. Explore the games, try our provably fair house games and, if you need us, we are here around the clock.</p>',
    },
  },
  {
    title: { PT: 'Tem um bónus à sua espera', EN: 'A bonus is waiting for you' },
    content: {
      PT: '<p>O sorteio de boas-vindas de R$ 10,00 ainda não foi resgatado. Encontre-o em <a href="/promotions">Promoções</a>.</p>',
      EN: '<p>Your R$ 10.00 welcome raffle has not been claimed yet. Find it under <a href="/promotions">Promotions</a>.</p>',
    },
  },
  {
    title: { PT: 'Proteja a sua conta', EN: 'Protect your account' },
    content: {
      PT: '<p>Nunca partilhe a sua palavra-passe nem códigos SMS: a nossa equipa nunca os pede. Defina também a palavra-passe de levantamento no centro de segurança.</p>',
      EN: '<p>Never share your password or SMS codes: our team never asks for them. Set your withdrawal password in the security centre too.</p>',
    },
  },
];
