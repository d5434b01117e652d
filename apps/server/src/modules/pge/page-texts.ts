/** The server-rendered texts of the in-house provider's pages (lobby, verifier), by language. */
export type PgeLanguage = 'PT' | 'EN';

export const pageLanguage = (lang: string | undefined): PgeLanguage =>
  lang === 'EN' ? 'EN' : 'PT';

export const pgePageTexts = {
  PT: {
    lobby: 'Jogos Aurora',
    chooseGame: 'Escolha um jogo',
    expired: 'Esta ligação expirou. Abra os jogos de novo a partir do portal.',
    notBuilt: 'Os ecrãs dos jogos não estão compilados. Execute npm run build e recarregue.',
    noScript: 'Este jogo precisa de JavaScript.',
    verify: 'Verificar uma ronda',
    verifyIntro:
      'Dados e slot: resultado = HMAC-SHA256(semente do servidor, "semente do cliente:nonce"), lido como números de 32 bits em [0, 1). Foguetão: ponto de rebentamento a partir do HMAC-SHA256(semente da ronda, sal), e cada semente é o SHA-256 da seguinte na cadeia. O mesmo código joga os jogos.',
    game: 'Jogo',
    serverSeed: 'Semente do servidor (ou da ronda)',
    clientSeed: 'Semente do cliente (ou sal da cadeia)',
    nonce: 'Nonce (ou posição da ronda na cadeia)',
    target: 'Alvo dos dados (2–98)',
    over: 'Dados: ganhar acima do alvo',
    commitment: 'Compromisso publicado da cadeia (foguetão)',
    submit: 'Verificar',
    seedHash: 'SHA-256 da semente',
    outcome: 'Resultado',
    multiplier: 'Multiplicador',
    crashPoint: 'Ponto de rebentamento',
    chainOk: 'Verificado: a semente leva ao compromisso publicado da cadeia.',
    chainBad: 'A semente não leva ao compromisso indicado.',
    invalid: 'Estes valores não formam uma ronda (verifique o nonce e o alvo).',
    games: { PGE_DICE: 'Dados', PGE_SLOT: 'Slot', PGE_CRASH: 'Foguetão' },
  },
  EN: {
    lobby: 'Aurora Games',
    chooseGame: 'Choose a game',
    expired: 'This link has expired. Open the games again from the portal.',
    notBuilt: 'The game screens are not built. Run npm run build and reload.',
    noScript: 'This game needs JavaScript.',
    verify: 'Verify a round',
    verifyIntro:
      'Dice and slot: outcome = HMAC-SHA256(server seed, "client seed:nonce"), read as 32-bit numbers in [0, 1). Rocket: the burst point comes from HMAC-SHA256(round seed, salt), and each seed is the SHA-256 of the next one in the chain. The same code runs the games.',
    game: 'Game',
    serverSeed: 'Server seed (or round seed)',
    clientSeed: 'Client seed (or chain salt)',
    nonce: 'Nonce (or the round’s place in the chain)',
    target: 'Dice target (2–98)',
    over: 'Dice: win over the target',
    commitment: 'The chain’s published commitment (rocket)',
    submit: 'Verify',
    seedHash: 'SHA-256 of the seed',
    outcome: 'Outcome',
    multiplier: 'Multiplier',
    crashPoint: 'Burst point',
    chainOk: 'Verified: the seed leads to the chain’s published commitment.',
    chainBad: 'The seed does not lead to the given commitment.',
    invalid: 'These values do not make a round (check the nonce and the target).',
    games: { PGE_DICE: 'Dice', PGE_SLOT: 'Slot', PGE_CRASH: 'Rocket' },
  },
} as const;
