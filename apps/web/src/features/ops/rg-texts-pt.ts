/**
 * Portuguese texts of the console's Responsible gaming page (`opsRg.*`), added to the
 * translation by `ops-texts.ts`. `rg-texts-en.ts` is typed against this.
 */
export const rgOpsTextsPt = {
  opsRg: {
    heading: 'Jogo responsável',
    intro:
      'As regras da marca, os controlos de um membro, o fim antecipado de uma pausa ou autoexclusão (dois operadores: quem pede não aprova) e o pagamento do saldo de um membro em pausa.',
    rules: {
      heading: 'Regras da marca',
      loosenDelayHours: 'Espera para subir ou retirar um limite (horas)',
      coolOffMinHours: 'Pausa mínima (horas)',
      coolOffMaxHours: 'Pausa máxima (horas)',
      selfExclusionMonths: 'Autoexclusões oferecidas (meses, separados por vírgulas)',
      selfExclusionPermanent: 'Oferecer autoexclusão permanente',
      realityCheckMinutes: 'Aviso de tempo de jogo por omissão (minutos)',
      realityCheckChoices: 'Intervalos de aviso à escolha (minutos, separados por vírgulas)',
      idleMinutes: 'Tempo sem atividade até novo acesso (minutos; vazio: o do servidor)',
      idleHint: 'Aplica-se também às sessões abertas.',
      save: 'Guardar regras',
      saved: 'Regras guardadas.',
      notNumber: 'Indique um número inteiro.',
      notList: 'Indique números inteiros separados por vírgulas.',
    },
    lifts: {
      heading: 'Pedidos de fim antecipado de uma pausa',
      state: 'Estado',
      states: { pending: 'Pendentes', approved: 'Aprovados', rejected: 'Rejeitados' },
      caption: 'Pedidos de fim antecipado',
      member: 'Membro',
      reason: 'Motivo',
      requestedBy: 'Pedido por',
      requestedAt: 'Pedido em',
      decidedBy: 'Decidido por',
      actions: 'Ações',
      approve: 'Aprovar',
      reject: 'Rejeitar',
      approved: 'Pedido de {{member}} aprovado: a pausa terminou.',
      rejected: 'Pedido de {{member}} rejeitado.',
    },
    member: {
      heading: 'Controlos de um membro',
      account: 'Conta do membro',
      find: 'Procurar',
      title: 'Membro {{account}} ({{id}})',
      none: 'Sem pausa nem autoexclusão.',
      cool_off: 'Em pausa desde {{since}} até {{until}}.',
      self_exclusion: 'Autoexcluído desde {{since}} até {{until}}.',
      permanent: 'sem data de fim',
      limits: 'Limites',
      noLimits: 'Sem limites definidos.',
      limitRow: '{{kind}} ({{period}}): {{value}}, usado {{used}}',
      pendingChange: 'passa a {{value}} em {{date}}',
      removed: 'sem limite',
      kinds: {
        deposit: 'Depósitos',
        loss: 'Perdas',
        wager: 'Apostas',
        session: 'Tempo de jogo (minutos)',
        single_bet: 'Aposta única',
      },
      periods: { day: 'dia', week: 'semana', month: 'mês', bet: 'aposta' },
      pendingLift: 'Fim antecipado pedido por {{by}}: {{reason}}',
    },
    request: {
      heading: 'Pedir o fim antecipado da pausa',
      reason: 'Motivo do pedido',
      submit: 'Pedir fim antecipado',
      sent: 'Pedido enviado: outro operador tem de o aprovar.',
    },
    payout: {
      heading: 'Pagar o saldo ao membro',
      intro:
        'O membro não pode entrar, mas pode levantar o saldo. O levantamento vai para uma conta registada do membro e fica à espera da revisão normal dos levantamentos.',
      available: 'Saldo levantável: {{amount}}',
      account: 'Conta de destino',
      amount: 'Montante (vazio: todo o saldo levantável)',
      reason: 'Motivo (o pedido do membro ao apoio ao cliente)',
      submit: 'Criar levantamento',
      nothing: 'Não há saldo levantável.',
      noAccounts: 'O membro não tem contas de recebimento registadas.',
      notExcluded: 'Só para membros em pausa ou autoexclusão.',
      done: 'Levantamento {{id}} de {{amount}} criado: aguarda revisão.',
    },
  },
};

export type RgOpsTexts = typeof rgOpsTextsPt;
