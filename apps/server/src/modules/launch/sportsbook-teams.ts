/**
 * Names the demo sportsbook draws its fixtures from, EN then PT. Football sides are national
 * teams (their names differ by language); the e-sports sides are invented, so no real club's
 * name appears beside made-up odds.
 */
export type Sport = 'football' | 'esports';

export const teams: Record<Sport, ReadonlyArray<readonly [string, string]>> = {
  football: [
    ['Brazil', 'Brasil'],
    ['Portugal', 'Portugal'],
    ['Spain', 'Espanha'],
    ['France', 'França'],
    ['Germany', 'Alemanha'],
    ['Argentina', 'Argentina'],
    ['England', 'Inglaterra'],
    ['Italy', 'Itália'],
    ['Netherlands', 'Países Baixos'],
    ['Belgium', 'Bélgica'],
    ['Uruguay', 'Uruguai'],
    ['Mexico', 'México'],
    ['Japan', 'Japão'],
    ['Morocco', 'Marrocos'],
  ],
  esports: [
    ['Night Owls', 'Corujas da Noite'],
    ['Iron Wolves', 'Lobos de Ferro'],
    ['Red Comets', 'Cometas Vermelhos'],
    ['Blue Tide', 'Maré Azul'],
    ['Golden Foxes', 'Raposas Douradas'],
    ['Storm Riders', 'Cavaleiros da Tempestade'],
    ['Silver Sharks', 'Tubarões Prateados'],
    ['Jade Dragons', 'Dragões de Jade'],
    ['Neon Tigers', 'Tigres Néon'],
    ['Black Ravens', 'Corvos Negros'],
    ['Solar Kings', 'Reis Solares'],
    ['Frost Giants', 'Gigantes do Gelo'],
  ],
};

/** The e-sports titles a fixture is played in (product names: the same in both languages). */
export const esportsTitles: readonly string[] = ['CS2', 'Dota 2', 'League of Legends', 'Valorant'];
