/**
 * Portuguese (European) texts of the referral page ("convidar amigos"). They load with that page
 * (`referral-texts.ts`), never with the first page of the portal.
 */
export const referralTextsPt = {
  referral: {
    closedTitle: 'A promoção de convites não está aberta neste site',
    closedText:
      'Este site não tem de momento uma promoção de convite de amigos: não há código para partilhar nem recompensas a ganhar.',
    invite: {
      title: 'Convide amigos',
      code: 'O seu código de convite',
      link: 'A sua ligação de convite',
      copy: 'Copiar',
      copyCode: 'Copiar o código de convite',
      copyLink: 'Copiar a ligação de convite',
      copied: 'Copiado.',
      copyFailed: 'Não foi possível copiar: selecione o texto e copie-o à mão.',
      qrImage: 'Código QR da sua ligação de convite',
      qrHint:
        'Os seus amigos podem ler este código com a câmara do telemóvel para abrir o registo.',
    },
    /** What a friend must do for the reward; the variants leave out a condition of zero. */
    how: {
      title: 'Como funciona',
      both: 'Cada amigo que se registar com o seu código e depois depositar {{deposit}} e apostar {{validBet}} dá-lhe {{reward}}, para resgatar no centro de recompensas.',
      deposit:
        'Cada amigo que se registar com o seu código e depois depositar {{deposit}} dá-lhe {{reward}}, para resgatar no centro de recompensas.',
      validBet:
        'Cada amigo que se registar com o seu código e depois apostar {{validBet}} dá-lhe {{reward}}, para resgatar no centro de recompensas.',
      none: 'Cada amigo que se registar com o seu código dá-lhe {{reward}}, para resgatar no centro de recompensas.',
      counted: 'Contam os depósitos e as apostas válidas do amigo desde o registo.',
    },
    friends: {
      title: 'Os seus amigos',
      invited: 'Amigos convidados',
      rewarded: 'Amigos recompensados',
      earned: 'Recompensas ganhas',
      caption: 'Os amigos que convidou',
      name: 'Amigo',
      joined: 'Registo',
      deposit: 'Depósitos',
      validBet: 'Apostas válidas',
      state: 'Estado',
      empty:
        'Ainda não convidou nenhum amigo. Partilhe a sua ligação ou o código QR: quem se registar com eles aparece aqui.',
    },
    /** Where a friend stands (`refereeStates` of the contract). */
    states: {
      pending: 'A aguardar',
      rewarded: 'Recompensado',
    },
  },
};

/** The shape both languages follow. */
export type ReferralTexts = typeof referralTextsPt;
