import * as z from 'zod/mini';
import {
  contractsSetting,
  opsContractListInput,
  opsContractListOutput,
  opsContractRunInput,
  opsContractRunOutput,
} from './contracts/ops.ts';
import {
  billDetailOutput,
  billInput,
  billListInput,
  billListOutput,
  contractListInput,
  contractListOutput,
  contractView,
  offerContractInput,
  processContractInput,
} from './contracts/views.ts';
import { emptyInput, endpoint } from './endpoint.ts';
import { settingEndpoints } from './ops/setting-endpoints.ts';

/**
 * Agent contracts (spec sections 3, 4, 6 and 7; issue #15): an upline agent offers a direct
 * downline agent a dividend, daily salary, hourly salary or real-time salary contract; the
 * downline accepts or rejects it; either side may ask to end it. Every call needs an agent's
 * session and the kind's whitelabel switch (403 `feature_disabled` when it is off). The four
 * spec calls answer the downline's and the upline's actions on one contract of their kind.
 */

const process = (kind: string) =>
  `Accept, reject, withdraw or end a ${kind} contract (either side, as its state allows).`;

export const contractsEndpoints = {
  dividend: endpoint('contracts', 'dividend', {
    method: 'POST',
    path: '/wps/relay/MCS2_processDividendReq',
    auth: 'required',
    summary: process('dividend'),
    input: processContractInput,
    output: contractView,
  }),
  dailySalary: endpoint('contracts', 'dailySalary', {
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    auth: 'required',
    summary: process('daily salary'),
    input: processContractInput,
    output: contractView,
  }),
  hourSalary: endpoint('contracts', 'hourSalary', {
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    auth: 'required',
    summary: process('hourly salary'),
    input: processContractInput,
    output: contractView,
  }),
  realtimeSalary: endpoint('contracts', 'realtimeSalary', {
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    auth: 'required',
    summary: process('real-time salary'),
    input: processContractInput,
    output: contractView,
  }),
  list: endpoint('contracts', 'list', {
    method: 'GET',
    path: '/wps/agent/contracts',
    auth: 'required',
    summary: 'The agent’s contracts of one kind, received and given, with its own terms.',
    input: contractListInput,
    output: contractListOutput,
  }),
  offer: endpoint('contracts', 'offer', {
    method: 'POST',
    path: '/wps/agent/contracts/offer',
    auth: 'required',
    summary: 'Offer a direct downline agent a contract, or new terms for its current one.',
    input: offerContractInput,
    output: contractView,
  }),
  pending: endpoint('contracts', 'pending', {
    method: 'GET',
    path: '/wps/agent/contracts/pending',
    auth: 'required',
    summary: 'Offers waiting for the agent’s answer, of every kind the brand has switched on.',
    input: emptyInput,
    output: z.array(contractView),
  }),
  bills: endpoint('contracts', 'bills', {
    method: 'GET',
    path: '/wps/agent/contracts/bills',
    auth: 'required',
    summary: 'Bills of one kind the agent received or paid, newest period first.',
    input: billListInput,
    output: billListOutput,
  }),
  bill: endpoint('contracts', 'bill', {
    method: 'GET',
    path: '/wps/agent/contracts/bill',
    auth: 'required',
    summary: 'One bill with its statement: the rows counted, the tier, the formula, the result.',
    input: billInput,
    output: billDetailOutput,
  }),
};

/** The spec call that processes contracts of each kind. */
export const processEndpointOf = {
  dividend: contractsEndpoints.dividend,
  dailySalary: contractsEndpoints.dailySalary,
  hourSalary: contractsEndpoints.hourSalary,
  realtimeSalary: contractsEndpoints.realtimeSalary,
} as const;

const contractRules = settingEndpoints('contracts', 'opsSettings', {
  path: '/operator/contracts/settings',
  what: 'contract rules (highest rate, dividend periods, offer expiry, grace, active member, house)',
  permission: 'agents.write',
  schema: contractsSetting,
});

/**
 * The operator's side (`contracts/ops.ts`): the house pays top agents' contracts, so an operator
 * offers and manages them, reads the brand's contracts and runs the engine. Offers and actions
 * are audited on the downline, with the operator; a run is audited as a `job_run`.
 */
export const contractsOpsEndpoints = {
  opsSettings: contractRules.read,
  opsSettingsSave: contractRules.save,
  opsList: endpoint('contracts', 'opsList', {
    method: 'GET',
    path: '/operator/contracts',
    summary: "The brand's contracts, of one kind and in one state when asked, newest first.",
    auth: 'operator',
    permission: 'agents.write',
    input: opsContractListInput,
    output: opsContractListOutput,
  }),
  opsOffer: endpoint('contracts', 'opsOffer', {
    method: 'POST',
    path: '/operator/contracts/offer',
    summary:
      'The house offers a top agent a contract, or new terms for its current one (403 `feature_disabled` when the house does not pay top agents).',
    auth: 'operator',
    permission: 'agents.write',
    input: offerContractInput,
    output: contractView,
  }),
  opsProcess: endpoint('contracts', 'opsProcess', {
    method: 'POST',
    path: '/operator/contracts/process',
    summary:
      "The house's side of one of its contracts: withdraw an offer, ask to end a contract, or confirm an end the agent asked for.",
    auth: 'operator',
    permission: 'agents.write',
    input: processContractInput,
    output: contractView,
  }),
  opsRun: endpoint('contracts', 'opsRun', {
    method: 'POST',
    path: '/operator/contracts/run',
    summary:
      'Runs the contract engine now (terminations, expiries, bills, retries of short bills); `asOf` only on a TEST_CLOCK server.',
    auth: 'operator',
    permission: 'agents.write',
    input: opsContractRunInput,
    output: opsContractRunOutput,
  }),
};
