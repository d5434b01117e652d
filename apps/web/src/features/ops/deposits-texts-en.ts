import type { Translation } from '../../i18n/en.ts';
import type { DepositsTexts } from './deposits-texts-pt.ts';

/** English texts of the console's Deposits page. */
export const depositsTextsEn: Translation<DepositsTexts> = {
  opsDeposits: {
    heading: 'Deposits',
    status: 'Status',
    allStatuses: 'All statuses',
    statuses: {
      pending: 'Pending',
      paid: 'Paid',
      failed: 'Failed',
      expired: 'Expired',
    },
    memberFilter: 'Member account',
    from: 'From',
    to: 'To',
    filter: 'Filter',
    clear: 'Clear filters',
    rangeInvalid: 'The end date cannot be before the start date.',
    totals: 'Deposits: {{n}} · Paid: {{paid}} · Amount paid: {{amount}}',
    empty: 'No deposits match the filters.',
    created: 'Created',
    member: 'Member',
    channel: 'Channel',
    amount: 'Amount',
    settled: 'Settled',
    providerRef: 'Provider reference',
    ledgerTxn: 'Ledger transaction',
  },
};
