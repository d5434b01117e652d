import { describe, expect, it } from 'vitest';
import { agentPages, agentPagesFor, toAgentPage } from './agent-pages.ts';

const off = { bonus: false, salary: false, hourSalary: false, realtimeSalary: false };

describe('agent pages', () => {
  it('offers the contract pages only when their switch is on', () => {
    expect(agentPagesFor(off)).toEqual(agentPages.slice(0, 8));
    expect(agentPagesFor({ ...off, bonus: true })).toContain('agentDividendRecordCopy2');
    expect(agentPagesFor({ ...off, salary: true })).toContain('agentDailyWages2');
    expect(agentPagesFor({ ...off, hourSalary: true })).toContain('agentHourSalary');
    expect(agentPagesFor({ ...off, realtimeSalary: true })).toContain('agentRealtimeSalary');
    expect(
      agentPagesFor({ bonus: true, salary: true, hourSalary: true, realtimeSalary: true }),
    ).toEqual([...agentPages]);
  });

  it('opens the team overview for a missing, unknown or switched-off page', () => {
    const offered = agentPagesFor(off);
    expect(toAgentPage(null, offered)).toBe('agentTeamOverview');
    expect(toAgentPage('nope', offered)).toBe('agentTeamOverview');
    expect(toAgentPage('agentHourSalary', offered)).toBe('agentTeamOverview');
    expect(toAgentPage('registerCenter', offered)).toBe('registerCenter');
  });
});
