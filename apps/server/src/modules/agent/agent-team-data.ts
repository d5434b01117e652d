/**
 * The demo agent's team: who is in it, under whom, since when, and the agent announcements.
 * `agent01` and its first member `player02` come from the demo accounts; this adds two
 * sub-agents with members of their own, so every agent report has two levels to show.
 */

export interface TeamSeedMember {
  account: string;
  /** 0 member; 1 agent (the first configured agent type). */
  type: 0 | 1;
  parent: string;
  /** Days before the seed when the account registered: its history runs from then to now. */
  registeredDaysAgo: number;
  /** Only accounts printed as demo logins have a password. */
  password?: string;
  affiliateCode?: string;
  /** Registered through agent01's demo invitation link. */
  viaLink?: boolean;
}

export const teamSeedMembers: readonly TeamSeedMember[] = [
  { account: 'rita_santos', type: 0, parent: 'agent01', registeredDaysAgo: 26 },
  { account: 'nuno_ferreira', type: 0, parent: 'agent01', registeredDaysAgo: 19 },
  { account: 'ines_lopes', type: 0, parent: 'agent01', registeredDaysAgo: 4, viaLink: true },
  {
    account: 'subagent01',
    type: 1,
    parent: 'agent01',
    registeredDaysAgo: 27,
    password: 'agent1234',
    affiliateCode: 'SUBAG01',
  },
  {
    account: 'subagent02',
    type: 1,
    parent: 'agent01',
    registeredDaysAgo: 15,
    affiliateCode: 'SUBAG02',
  },
  { account: 'miguel_r7', type: 0, parent: 'subagent01', registeredDaysAgo: 25 },
  { account: 'sofia_m22', type: 0, parent: 'subagent01', registeredDaysAgo: 21 },
  { account: 'andre_pt', type: 0, parent: 'subagent01', registeredDaysAgo: 12 },
  { account: 'beatriz_k', type: 0, parent: 'subagent01', registeredDaysAgo: 2 },
  { account: 'hugo_silva', type: 0, parent: 'subagent02', registeredDaysAgo: 14 },
  { account: 'catarina90', type: 0, parent: 'subagent02', registeredDaysAgo: 9 },
  { account: 'diogo_f', type: 0, parent: 'subagent02', registeredDaysAgo: 6 },
];

/** The demo invitation link of agent01 (members, the brand's default prize group). */
export const demoLinkCode = 'JOINAG01';

export const agentAnnouncements: readonly {
  daysAgo: number;
  title: { PT: string; EN: string };
  content: { PT: string; EN: string };
}[] = [
  {
    daysAgo: 20,
    title: { PT: 'Bem-vindo ao centro de agentes', EN: 'Welcome to the agent centre' },
    content: {
      PT: '<p>Acompanhe a sua equipa, crie ligações de convite e consulte os relatórios por dia e por produto.</p>',
      EN: '<p>Follow your team, create invitation links and read your reports by day and by product.</p>',
    },
  },
  {
    daysAgo: 7,
    title: {
      PT: 'Transferências para subordinados',
      EN: 'Transfers to your downline',
    },
    content: {
      PT: '<p>Pode enviar saldo da sua carteira principal para membros diretos da sua equipa. Cada transferência pede a palavra-passe de levantamento.</p>',
      EN: '<p>You can send money from your main wallet to direct members of your team. Every transfer asks for your withdrawal password.</p>',
    },
  },
  {
    daysAgo: 1,
    title: { PT: 'Manutenção programada', EN: 'Scheduled maintenance' },
    content: {
      PT: '<p>Na próxima terça-feira, entre as 04:00 e as 05:00, os relatórios podem demorar mais a atualizar.</p>',
      EN: '<p>Next Tuesday between 04:00 and 05:00, reports may take longer to refresh.</p>',
    },
  },
];
