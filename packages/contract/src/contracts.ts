import { endpoint } from './endpoint.ts';

export const contractsEndpoints = {
  dividend: endpoint('contracts', 'dividend', {
    method: 'POST',
    path: '/wps/relay/MCS2_processDividendReq',
    auth: 'required',
    summary: 'Accept, reject or end a dividend contract.',
  }),
  dailySalary: endpoint('contracts', 'dailySalary', {
    method: 'POST',
    path: '/wps/relay/MCS2_processDailySalContract',
    auth: 'required',
    summary: 'Accept, reject or end a daily salary contract.',
  }),
  hourSalary: endpoint('contracts', 'hourSalary', {
    method: 'POST',
    path: '/wps/relay/MCS2_processContractHourSalary',
    auth: 'required',
    summary: 'Accept, reject or end an hourly salary contract.',
  }),
  realtimeSalary: endpoint('contracts', 'realtimeSalary', {
    method: 'POST',
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    auth: 'required',
    summary: 'Accept, reject or end a real-time salary contract.',
  }),
};
