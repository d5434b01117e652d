import { ContractsPage } from './contracts-page.tsx';

// The agent centre loads each page by name (one lazy route per `acPage`); these name the kind.

/** agentDividendRecordCopy2: dividend contracts (whitelabel switch BONUS). */
export function DividendContractsPage() {
  return <ContractsPage kind="dividend" />;
}

/** agentDailyWages2: daily salary contracts (SALARY). */
export function DailySalaryContractsPage() {
  return <ContractsPage kind="dailySalary" />;
}

/** agentHourSalary: hourly salary contracts (HOUR_SALARY). */
export function HourSalaryContractsPage() {
  return <ContractsPage kind="hourSalary" />;
}

/** agentRealtimeSalary: real-time salary contracts (REALTIME_SALARY). */
export function RealtimeSalaryContractsPage() {
  return <ContractsPage kind="realtimeSalary" />;
}
