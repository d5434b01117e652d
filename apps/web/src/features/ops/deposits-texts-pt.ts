/**
 * Portuguese texts of the console's Deposits page; `ops-texts.ts` adds them with the console's
 * other texts. `deposits-texts-en.ts` is typed against this.
 */
export const depositsTextsPt = {
  opsDeposits: {
    heading: 'Depósitos',
    status: 'Estado',
    allStatuses: 'Todos os estados',
    statuses: {
      pending: 'Pendente',
      paid: 'Pago',
      failed: 'Falhado',
      expired: 'Expirado',
    },
    memberFilter: 'Conta do membro',
    from: 'Desde',
    to: 'Até',
    filter: 'Filtrar',
    clear: 'Limpar filtros',
    rangeInvalid: 'A data final não pode ser anterior à data inicial.',
    totals: 'Depósitos: {{n}} · Pagos: {{paid}} · Montante pago: {{amount}}',
    empty: 'Nenhum depósito corresponde aos filtros.',
    created: 'Criado em',
    member: 'Membro',
    channel: 'Canal',
    amount: 'Montante',
    settled: 'Concluído em',
    providerRef: 'Referência do fornecedor',
    ledgerTxn: 'Transação no razão',
  },
};

export type DepositsTexts = typeof depositsTextsPt;
