/**
 * Test support: literal result boards, written as they are printed (leading zeros as the
 * comments show) and stored as numbers in tier order. The tests compute every hit and payout
 * on them by hand.
 */

/**
 * South (VN_MN), 18 prizes. Lô 27 ends three prizes (ĐB 482127, G3 61027, G5 8127); lô 19 and
 * 42 two each; 3-digit 127 ends two (ĐB, G5). Đề 27, đầu 2, đuôi 7, 3 càng 127.
 */
// prettier-ignore
export const southA = [
  482127, // ĐB
  30519, // G1
  77342, // G2
  61027, 4415, // G3: 61027 04415
  92368, 18856, 50071, 33990, 7134, 65208, 41593, // G4: … 07134 …
  8127, // G5
  2650, 9903, 5, // G6: 2650 9903 0005
  319, // G7
  42, // G8
];

/** South, with ĐB 100055: lô 55 ends three prizes (ĐB, G4 55555, G8); đầu and đuôi both 5. */
// prettier-ignore
export const southB = [
  100055, // ĐB
  12345, // G1
  67890, // G2
  11111, 22222, // G3
  33333, 44444, 55555, 66666, 77777, 88888, 99999, // G4
  1234, // G5
  5678, 9012, 3456, // G6
  789, // G7
  55, // G8
];

/**
 * North (VN_MB), 27 prizes. Lô 27 ends seven (ĐB 38127, G2 12627, G3 83327, G4 4127, G5 3327,
 * G6 127, G7 27); 3-digit 127 ends three (ĐB, G4, G6: G7 has two digits); 4-digit 3327 two
 * (G3 83327, G5). Lô 59 two (G1, G7), lô 04 one (G7 04).
 */
// prettier-ignore
export const northA = [
  38127, // ĐB
  60459, // G1
  12627, 90311, // G2
  55482, 7153, 21990, 83327, 64015, 39268, // G3: … 07153 …
  4127, 862, 5531, 7799, // G4: 4127 0862 5531 7799
  1094, 3327, 8406, 2251, 6673, 9918, // G5
  127, 480, 65, // G6: 127 480 065
  27, 4, 91, 59, // G7: 27 04 91 59
];

/**
 * North with ĐB 00700: lô 00 ends twelve prizes (ĐB, all six G3, G4 0000, the three G6, G7
 * 00); 3-digit 000 one (G4 0000), 100 two (G3 11100, G6 100); lô 01 one (G2 00001).
 */
// prettier-ignore
export const northB = [
  700, // ĐB: 00700
  12345, // G1
  1, 54321, // G2: 00001 54321
  11100, 22200, 33300, 44400, 55500, 66600, // G3
  0, 1010, 2020, 3030, // G4: 0000 1010 2020 3030
  4040, 5050, 6060, 7070, 8080, 9090, // G5
  100, 200, 300, // G6
  0, 10, 20, 30, // G7: 00 10 20 30
];

/** SEA 4D: 1st 1234, 2nd 7234, 3rd 9012; 0234 a starter, 5234 and 0012 consolations. */
// prettier-ignore
export const fourA = [
  1234, 7234, 9012,
  234, 1111, 2222, 3333, 4444, 5555, 6666, 7777, 8888, 9999, // starters
  5234, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 12, // consolation
];

/** SEA 4D: 1st 0042, 2nd 9999, 3rd 1042; starters 0000-0009, consolation 0010-0019. */
// prettier-ignore
export const fourB = [
  42, 9999, 1042,
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
  10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
];

/** Thai: first 804556 (top 556, 56), front 012 345, last 678 901, bottom 07. */
export const thaiA = [804556, 12, 345, 678, 901, 7];

/** Thai: first 250371 (top 371, three different digits), bottom 99. */
export const thaiB = [250371, 100, 200, 300, 400, 99];

/** Thai: first 999999 (top 999, one digit thrice), bottom 00. */
export const thaiC = [999999, 999, 998, 997, 996, 0];
