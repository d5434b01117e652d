/**
 * The names of the regional lotteries' prize tiers (`tiersOf` in the contract), shared by the
 * player's result boards and the console's result entry so the two always name a tier alike.
 * ĐB and G1…G8 are the Vietnamese names, the same in every language.
 */
const vn = {
  DB: 'ĐB',
  G1: 'G1',
  G2: 'G2',
  G3: 'G3',
  G4: 'G4',
  G5: 'G5',
  G6: 'G6',
  G7: 'G7',
  G8: 'G8',
};

export const tierNamesPt = {
  ...vn,
  FIRST: '1.º prémio',
  SECOND: '2.º prémio',
  THIRD: '3.º prémio',
  STARTER: 'Starter',
  CONSOLATION: 'Consolação',
  FRONT3: '3 da frente',
  LAST3: '3 finais',
  BOTTOM2: '2 de baixo',
};

export const tierNamesEn: typeof tierNamesPt = {
  ...vn,
  FIRST: '1st prize',
  SECOND: '2nd prize',
  THIRD: '3rd prize',
  STARTER: 'Starter',
  CONSOLATION: 'Consolation',
  FRONT3: 'Front 3',
  LAST3: 'Last 3',
  BOTTOM2: 'Bottom 2',
};
