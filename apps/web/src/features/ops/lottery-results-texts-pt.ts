import { tierNamesPt } from '../../shared/lib/lottery-tier-names.ts';
/**
 * Portuguese texts of the console's Lottery results page; `ops-texts.ts` adds them with the
 * console's other texts. `lottery-results-texts-en.ts` is typed against this.
 */
export const lotteryResultsTextsPt = {
  opsLotteryResults: {
    heading: 'Resultados da lotaria',
    intro:
      'Os resultados dos sorteios oficiais passam por dois operadores: um introduz, outro aprova. Só a aprovação sorteia e liquida o período.',
    awaiting: {
      heading: 'Períodos à espera de resultado ou de aprovação',
      empty: 'Nenhum período à espera de resultado ou de aprovação.',
      game: 'Jogo',
      period: 'Período',
      drawsAt: 'Sorteio',
      deadline: 'Prazo',
      noDeadline: 'Sem prazo',
      deadlineNear: 'Faltam {{minutes}} min: depois o período é cancelado e reembolsado.',
      deadlinePassed: 'Prazo ultrapassado: o período vai ser cancelado e reembolsado.',
      tickets: 'Bilhetes a liquidar',
      correction: 'Correção',
      entry: 'Resultado',
      enter: 'Introduzir resultado',
      enteredBy: 'Introduzido por {{name}}',
    },
    decide: {
      approve: 'Aprovar',
      reject: 'Rejeitar',
      ownEntry: 'O seu resultado: aguarda outro operador.',
      remark: 'Motivo da rejeição',
      remarkRequired: 'Indique o motivo da rejeição.',
      confirmReject: 'Confirmar rejeição',
      cancel: 'Cancelar',
    },
    form: {
      enterHeading: 'Resultado de {{game}} · período {{period}}',
      correctHeading: 'Correção de {{game}} · período {{period}}',
      correctionNote:
        'Este período já foi liquidado: quando outro operador aprovar a correção, é liquidado de novo com o novo resultado.',
      submit: 'Enviar para aprovação',
      cancel: 'Fechar',
      digits_one: '{{count}} algarismo',
      digits_other: '{{count}} algarismos',
      number: 'Número {{n}}',
      numbers: 'Números de {{min}} a {{max}}',
      position: '{{tier}} n.º {{n}}',
      pasteLabel: 'Colar o quadro inteiro',
      pasteHint: 'Os números pela ordem dos prémios, separados por espaços, vírgulas ou linhas.',
      fill: 'Preencher',
      pasteCount_one: 'É preciso {{count}} número; colados: {{found}}.',
      pasteCount_other: 'São precisos {{count}} números; colados: {{found}}.',
      badDigits_one: 'Cada número desta linha tem {{count}} algarismo.',
      badDigits_other: 'Cada número desta linha tem {{count}} algarismos.',
      badNumber: 'Número entre {{min}} e {{max}}.',
      invalid: 'O resultado não tem a forma deste jogo.',
      repeated: 'Os números não se podem repetir.',
      unknownShape: 'Este jogo tem uma forma de resultado que a consola não conhece ({{shape}}).',
    },
    history: {
      heading: 'Resultados introduzidos',
      empty: 'Nenhum resultado introduzido com este filtro.',
      state: 'Estado',
      allStates: 'Todos os estados',
      game: 'Jogo',
      period: 'Período',
      result: 'Números',
      enteredBy: 'Introduzido por',
      decidedBy: 'Decidido por',
      version: 'Versão',
      correction: 'correção',
      correct: 'Corrigir',
      actions: 'Ações',
    },
    states: {
      pending: 'Pendente',
      approved: 'Aprovado',
      rejected: 'Rejeitado',
      expired: 'Expirado',
    },
    tiers: tierNamesPt,
    entered: 'Resultado de {{game}} · {{period}} enviado para aprovação.',
    settled: 'Aprovado: o sorteio {{game}} · {{period}} foi liquidado.',
    approved: 'Aprovado: o resultado de {{game}} · {{period}} foi registado; a liquidação segue.',
    rejected: 'Rejeitado: o resultado de {{game}} · {{period}} não foi aplicado.',
  },
};

export type LotteryResultsTexts = typeof lotteryResultsTextsPt;

/** The tiers with a label of their own. */
export type ResultTierName = keyof LotteryResultsTexts['opsLotteryResults']['tiers'];
