/**
 * Portuguese texts of the game screens (home lobby, category lobbies, tiles, launch, the game
 * room). They load with those screens, not with the first page; `games-texts.ts` adds them.
 */
export const gamesTextsPt = {
  /** Empty list (spec section 2: the lobby's empty text key). */
  in_no_data: 'Sem dados',
  games: {
    categoriesLabel: 'Categorias de jogos',
    searchLabel: 'Procurar jogos',
    searchPlaceholder: 'Nome do jogo',
    clearSearch: 'Limpar pesquisa',
    searchResults: 'Resultados para “{{name}}”',
    more: 'Mais',
    moreOf: 'Mais jogos de {{category}}',
    play: 'Jogar {{game}}',
    playShort: 'Jogar',
    freePlay: 'Jogar grátis {{game}}',
    freePlayShort: 'Grátis',
    favourite: 'Favorito: {{game}}',
    hot: 'Popular',
    loading: 'A carregar jogos…',
    error: 'Não foi possível carregar os jogos.',
    retry: 'Tentar novamente',
    filtersLabel: 'Filtro',
    filters: { ALL: 'Todos', HOT: 'Populares', FAV: 'Favoritos', RECENT: 'Recentes' },
    vendorLabel: 'Fornecedor',
    allVendors: 'Todos os fornecedores',
    classifyLabel: 'Tipo de jogo',
    allClassify: 'Todos',
    nameFilter: 'Procurar por nome',
    loadMore: 'Carregar mais',
    pageOf: 'Página {{page}} de {{total}}',
    vendorGames: 'Jogos de {{vendor}}',
    /** The swipers' controls and the announcements of assistive technology. */
    swiper: {
      previous: 'Jogos anteriores',
      next: 'Jogos seguintes',
      first: 'Estes são os primeiros jogos',
      last: 'Estes são os últimos jogos',
      slide: '{{index}} de {{total}}',
    },
    winnerBoard: 'Grandes vitórias',
    winnerLine: '{{name}} ganhou {{amount}} em {{game}}',
    launching: 'A abrir o jogo…',
    launchFailed: 'Não foi possível abrir o jogo',
    topNavMore: 'Fornecedores de {{category}}',
  },
};

export type GamesTexts = typeof gamesTextsPt;
