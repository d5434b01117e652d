/** Agent centre pages of spec section 2, in menu order; `agentTeamOverview` opens by default. */
export const agentPages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;

export type AgentPage = (typeof agentPages)[number];

export const defaultAgentPage: AgentPage = 'agentTeamOverview';

/** The whitelabel switches that decide which contract pages an agent sees. */
export interface AgentPageFlags {
  bonus: boolean;
  salary: boolean;
  hourSalary: boolean;
  realtimeSalary: boolean;
}

/** Pages that exist only when their whitelabel switch is on (spec section 2). */
const conditional: Partial<Record<AgentPage, keyof AgentPageFlags>> = {
  agentDividendRecordCopy2: 'bonus',
  agentDailyWages2: 'salary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** The agent pages this merchant offers, in menu order. */
export function agentPagesFor(flags: AgentPageFlags): AgentPage[] {
  return agentPages.filter((page) => {
    const flag = conditional[page];
    return flag === undefined || flags[flag];
  });
}

/** The page named by the `acPage` query value when offered, else the default. */
export function toAgentPage(value: string | null, offered: readonly AgentPage[]): AgentPage {
  return offered.includes(value as AgentPage) ? (value as AgentPage) : defaultAgentPage;
}
