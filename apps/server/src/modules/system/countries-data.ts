/**
 * Countries offered in mobile-number fields: ISO 3166-1 alpha-2 code and international dialing
 * code (ITU-T E.164), grouped by region here and served sorted by name. Names come from
 * ICU in the reader's language, so they are not stored here.
 */
// prettier-ignore
export const countryDialingCodes: ReadonlyArray<readonly [code: string, dialing: string]> = [
  // Lusophone
  ['PT', '351'], ['BR', '55'], ['AO', '244'], ['MZ', '258'], ['CV', '238'], ['GW', '245'], ['ST', '239'],
  ['TL', '670'], ['MO', '853'],
  // Europe
  ['ES', '34'], ['FR', '33'], ['DE', '49'], ['IT', '39'], ['GB', '44'], ['IE', '353'], ['NL', '31'],
  ['BE', '32'], ['LU', '352'], ['CH', '41'], ['AT', '43'], ['PL', '48'], ['CZ', '420'], ['SE', '46'],
  ['NO', '47'], ['DK', '45'], ['FI', '358'], ['GR', '30'], ['RO', '40'], ['HU', '36'], ['UA', '380'],
  ['TR', '90'],
  // Americas
  ['US', '1'], ['CA', '1'], ['MX', '52'], ['AR', '54'], ['CL', '56'], ['CO', '57'], ['PE', '51'],
  ['VE', '58'], ['UY', '598'], ['PY', '595'], ['BO', '591'], ['EC', '593'],
  // Africa and the Middle East
  ['ZA', '27'], ['NG', '234'], ['KE', '254'], ['GH', '233'], ['EG', '20'], ['MA', '212'], ['AE', '971'],
  ['SA', '966'], ['IL', '972'],
  // Asia and Oceania
  ['CN', '86'], ['HK', '852'], ['TW', '886'], ['JP', '81'], ['KR', '82'], ['IN', '91'], ['PK', '92'],
  ['BD', '880'], ['ID', '62'], ['MY', '60'], ['SG', '65'], ['TH', '66'], ['VN', '84'], ['PH', '63'],
  ['KH', '855'], ['MM', '95'], ['LA', '856'], ['AU', '61'], ['NZ', '64'],
];
