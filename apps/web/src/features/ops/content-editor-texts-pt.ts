/**
 * Portuguese texts of the console's content editor (creating, editing and previewing banners,
 * announcements, notices and promotions); `ops-texts.ts` adds them with the console's other
 * texts. `content-editor-texts-en.ts` is typed against this.
 */
export const contentEditorTextsPt = {
  opsContentEditor: {
    preview: 'Pré-visualização',
    previewHint: 'Como os jogadores o veem, em cada idioma com texto.',
    previewOf: 'Pré-visualização em {{language}}',
    noTitle: 'Ainda sem título neste idioma.',
    edit: 'Editar',
    save: 'Guardar as alterações',
    cancel: 'Cancelar',
    yes: 'Sim',
    no: 'Não',
    new: {
      banners: 'Novo banner',
      announcements: 'Novo anúncio',
      notices: 'Novo aviso',
      promotions: 'Nova promoção',
    },
    create: {
      banners: 'Criar o banner',
      announcements: 'Criar o anúncio',
      notices: 'Criar o aviso',
      promotions: 'Criar a promoção',
    },
    editHeading: {
      banners: 'Editar o banner #{{id}}',
      announcements: 'Editar o anúncio #{{id}}',
      notices: 'Editar o aviso #{{id}}',
      promotions: 'Editar a promoção #{{id}}',
    },
    created: {
      banners: 'Banner #{{id}} criado e ligado. Os jogadores já o veem.',
      announcements: 'Anúncio #{{id}} criado e ligado. Os jogadores já o veem.',
      notices: 'Aviso #{{id}} criado e ligado. Os jogadores já o veem.',
      promotions: 'Promoção #{{id}} criada e ligada. Os jogadores veem-na no seu período.',
    },
    saved: {
      banners: 'Banner #{{id}} guardado.',
      announcements: 'Anúncio #{{id}} guardado.',
      notices: 'Aviso #{{id}} guardado.',
      promotions: 'Promoção #{{id}} guardada.',
    },
    languagesHint:
      'Um idioma deixado todo em branco fica de fora: os jogadores desse idioma leem o idioma predefinido da marca.',
    htmlHint: 'HTML; guardado sem scripts nem atributos perigosos.',
    agentsType: 'Agentes',
    fields: {
      title: 'Título ({{code}})',
      summary: 'Resumo ({{code}})',
      html: 'Conteúdo HTML ({{code}})',
      text: 'Texto ({{code}})',
      imageUrl: 'Endereço da imagem',
      imageUrlHint: 'Um endereço https:// ou um caminho deste site (/…).',
      linkType: 'Tipo de ligação',
      linkage: 'Destino da ligação',
      typeHint: 'Agentes: só no centro de agentes, para jogadores com sessão.',
      platform: 'Plataforma',
      platformHint: 'W: o portal web.',
      promoId: 'Promoção do botão (n.º)',
      promoIdHint: 'Vazio: a janela não abre nenhuma promoção.',
      startTime: 'Início',
      endTime: 'Fim',
      timeHint: 'Na hora deste computador ({{zone}}).',
      endTimeHint: 'Vazio: sem fim. Na hora deste computador ({{zone}}).',
      category: 'Categoria',
      categoryHint: 'Um código como DEPOSIT, SLOTS, RAFFLE ou VIP; ALL: todas.',
    },
    linkageHints: {
      PROMOTION: 'O número da promoção que o clique abre.',
      GAME: 'O número do jogo que o clique abre.',
      ROUTE: 'Uma página do portal, como /promotions.',
      URL: 'Um endereço https://, aberto num novo separador.',
      NONE: 'Sem destino.',
    },
    terms: {
      heading: 'Condições',
      kindHints: {
        info: 'Só informa: sem prémio nem candidatura.',
        activity: 'Os membros candidatam-se; um operador aprova e credita o bónus.',
        raffle: 'Cada membro reclama-a uma vez e recebe o prémio.',
      },
      prizeMode: 'Prémio do sorteio',
      prizeModes: { single: 'Um só prémio', table: 'Tabela de prémios' },
      prize: 'Prémio (na moeda da marca)',
      bonus: 'Bónus (na moeda da marca)',
      bonusHint: 'Opcional: também pode ser indicado ao aprovar cada candidatura.',
      prizeTable: 'Tabela de prémios',
      prizeTableHint:
        'Cada membro recebe um dos prémios, sorteado de forma verificável; um peso maior sai mais vezes.',
      rowAmount: 'Montante do prémio {{n}}',
      rowWeight: 'Peso do prémio {{n}}',
      addRow: 'Acrescentar um prémio',
      removeRow: 'Remover o prémio {{n}}',
      turnover: 'Volume de apostas (%)',
      turnoverHint: '100: apostar o valor uma vez antes de o poder levantar.',
      requiresProof: 'Pede 1 a 3 imagens de prova',
      fixedHint:
        'O tipo, o prémio, o volume de apostas e as provas ficam como foram criados: os membros podem já ter participado. Para os mudar, crie uma nova promoção.',
    },
  },
};

export type ContentEditorTexts = typeof contentEditorTextsPt;
