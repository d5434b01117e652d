/** One help term in PT and EN; `term` is the stable `/help#term` fragment. */
export interface SeedHelpTerm {
  term: string;
  category: { PT: string; EN: string };
  title: { PT: string; EN: string };
  content: { PT: string; EN: string };
}

const account = { PT: 'Conta', EN: 'Account' };
const money = { PT: 'Pagamentos', EN: 'Payments' };
const rules = { PT: 'Regras', EN: 'Rules' };

export const seedHelpTerms: readonly SeedHelpTerm[] = [
  {
    term: 'deposits',
    category: money,
    title: { PT: 'Depósitos', EN: 'Deposits' },
    content: {
      PT: '<p>Escolha um canal em <b>Depósito</b>, indique o valor e siga as instruções. O saldo é creditado assim que o pagamento é confirmado.</p>',
      EN: '<p>Pick a channel under <b>Deposit</b>, enter the amount and follow the steps. Your balance is credited as soon as the payment is confirmed.</p>',
    },
  },
  {
    term: 'withdrawals',
    category: money,
    title: { PT: 'Levantamentos', EN: 'Withdrawals' },
    content: {
      PT: '<p>Defina a senha de levantamento, registe uma conta de recebimento e peça o levantamento. Os pedidos são processados por ordem de chegada.</p>',
      EN: '<p>Set a withdrawal password, register a receiving account and request the withdrawal. Requests are handled in order.</p>',
    },
  },
  {
    term: 'bonuses',
    category: money,
    title: { PT: 'Bónus e promoções', EN: 'Bonuses and promotions' },
    content: {
      PT: '<p>Cada promoção tem as suas regras e período. Consulte <a href="/promotions">Promoções</a>.</p>',
      EN: '<p>Each promotion has its own rules and period. See <a href="/promotions">Promotions</a>.</p>',
    },
  },
  {
    term: 'account-security',
    category: account,
    title: { PT: 'Segurança da conta', EN: 'Account security' },
    content: {
      PT: '<p>Use uma senha única, nunca a partilhe e ative a verificação por SMS. Um início de sessão a partir de um endereço novo pode pedir um código.</p>',
      EN: '<p>Use a unique password, never share it and turn on SMS verification. A login from a new address may ask for a code.</p>',
    },
  },
  {
    term: 'verification',
    category: account,
    title: { PT: 'Verificação de identidade', EN: 'Identity verification' },
    content: {
      PT: '<p>Podemos pedir um documento antes de um levantamento, para proteger a sua conta.</p>',
      EN: '<p>We may ask for a document before a withdrawal, to protect your account.</p>',
    },
  },
  {
    term: 'fair-play',
    category: rules,
    title: { PT: 'Jogo justo comprovável', EN: 'Provably fair play' },
    content: {
      PT: '<p>Os jogos da casa publicam o hash da semente antes de cada jogada; qualquer pessoa pode verificar o resultado depois.</p>',
      EN: '<p>House games publish the seed hash before each round; anyone can verify the result afterwards.</p>',
    },
  },
  {
    term: 'responsible-gaming',
    category: rules,
    title: { PT: 'Jogo responsável', EN: 'Responsible gaming' },
    content: {
      PT: '<p>Jogue apenas o que pode perder. Defina limites, faça pausas e peça ajuda se o jogo deixar de ser diversão. Menores de 18 anos não podem jogar.</p>',
      EN: '<p>Only play with what you can afford to lose. Set limits, take breaks and ask for help if gaming stops being fun. Nobody under 18 may play.</p>',
    },
  },
  {
    term: 'terms-and-conditions',
    category: rules,
    title: { PT: 'Termos e condições', EN: 'Terms and conditions' },
    content: {
      PT: '<p>Ao usar o portal aceita estes termos: uma conta por pessoa, dados verdadeiros e uso pessoal. Contas em violação podem ser suspensas.</p>',
      EN: '<p>By using the portal you accept these terms: one account per person, true details and personal use. Accounts in breach may be suspended.</p>',
    },
  },
  {
    term: 'privacy',
    category: rules,
    title: { PT: 'Política de privacidade', EN: 'Privacy policy' },
    content: {
      PT: '<p>Guardamos apenas os dados necessários para operar a sua conta e cumprir a lei. Nunca vendemos os seus dados.</p>',
      EN: '<p>We keep only the data needed to run your account and meet the law. We never sell your data.</p>',
    },
  },
  {
    term: 'contact-us',
    category: account,
    title: { PT: 'Contactar o apoio', EN: 'Contact support' },
    content: {
      PT: '<p>O apoio está disponível 24 horas por dia no chat, WhatsApp e Telegram.</p>',
      EN: '<p>Support is available around the clock by chat, WhatsApp and Telegram.</p>',
    },
  },
];
