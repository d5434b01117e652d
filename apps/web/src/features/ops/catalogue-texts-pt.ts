/**
 * Portuguese texts of the console's Catalogue page; `ops-texts.ts` adds them with the console's
 * other texts. `catalogue-texts-en.ts` is typed against this.
 */
export const catalogueTextsPt = {
  opsCatalogue: {
    heading: 'Catálogo',
    parts: 'Partes do catálogo',
    tabs: { vendors: 'Fornecedores', games: 'Jogos' },
    vendor: 'Fornecedor',
    code: 'Código',
    wallet: 'Carteira',
    wallets: { seamless: 'Carteira principal', transfer: 'Transferência' },
    games: 'Jogos',
    gamesOff: 'Jogos desligados',
    state: 'Estado',
    on: 'Ligado',
    off: 'Desligado',
    offByVendor: 'Desligado (fornecedor)',
    actions: 'Ações',
    switchOff: 'Desligar',
    switchOn: 'Ligar',
    name: 'Nome',
    type: 'Tipo',
    hot: 'Popular',
    yes: 'Sim',
    no: 'Não',
    markHot: 'Marcar como popular',
    unmarkHot: 'Retirar de populares',
    allVendors: 'Todos os fornecedores',
    allTypes: 'Todos os tipos',
    search: 'Nome do jogo',
    filter: 'Filtrar',
    stateFilter: 'Estado',
    states: {
      all: 'Todos',
      on: 'Ligados',
      off: 'Desligados',
      hot: 'Populares',
      notHot: 'Não populares',
    },
    empty: 'Nenhum jogo encontrado.',
    vendorOff: 'Fornecedor {{name}} desligado. Os jogadores deixam de ver os seus jogos.',
    vendorOn: 'Fornecedor {{name}} ligado. Os jogadores voltam a ver os seus jogos.',
    gameOff: 'Jogo {{name}} desligado. Os jogadores deixam de o ver.',
    gameOn: 'Jogo {{name}} ligado.',
    gameOnVendorOff: 'Jogo {{name}} ligado; o fornecedor continua desligado.',
    hotOn: 'Jogo {{name}} marcado como popular.',
    hotOff: 'Jogo {{name}} retirado de populares.',
    unchanged: 'Nada mudou: {{name}} já estava assim.',
  },
};

export type CatalogueTexts = typeof catalogueTextsPt;
