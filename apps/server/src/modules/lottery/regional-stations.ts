import type { DrawShapeName } from '@portal/contract/lottery/families';
import type { DrawSchedule } from '@portal/contract/lottery/draw-schedule';
import type { LotteryRegion } from '@portal/contract/lottery/vn-wire';

/**
 * The regional lotteries the demo brand sells, as data: the VN stations' weekly rota (South
 * 16:15, Central 17:15, North 18:15, Vietnam time), SEA 4D (Wednesday, Saturday and Sunday,
 * 19:00 Malaysia time) and the Thai draw (1st and 16th, 15:30 Bangkok time). A brand edits its
 * own rows (`lottery_game.draw_schedule`); this is only the first set.
 */

export interface RegionalGame {
  code: string;
  region: LotteryRegion;
  shape: DrawShapeName;
  family: 'VN' | 'SEA';
  /** Station names are proper names, the same in every language. */
  names: { PT: string; EN: string };
  schedule: DrawSchedule;
  /** Sales close this many minutes before the draw. */
  closeMinutes: number;
  /**
   * `MANUAL`: an operator enters each result and a second approves it (the official draw's
   * numbers); `RNG`: the demo provider draws in-house, and the pages say so.
   */
  source: 'RNG' | 'MANUAL';
}

const vietnam = 'Asia/Ho_Chi_Minh';

/** One station: the weekdays (0 Sunday) of its draws in its region's rota. */
function station(
  region: 'MN' | 'MT',
  code: string,
  name: string,
  days: number[],
  source: 'RNG' | 'MANUAL' = 'RNG',
): RegionalGame {
  return {
    code: `VN_${region}_${code}`,
    region,
    shape: 'VN_MN',
    family: 'VN',
    names: { PT: name, EN: name },
    schedule: {
      timeZone: vietnam,
      drawTime: region === 'MN' ? '16:15' : '17:15',
      days,
      monthDays: [],
    },
    closeMinutes: 15,
    source,
  };
}

export const regionalGames: readonly RegionalGame[] = [
  // South (Miền Nam). Ho Chi Minh City takes its results from an operator (the official draw,
  // entered and approved by two people); the other stations draw in-house as demos.
  station('MN', 'HCM', 'TP. Hồ Chí Minh', [1, 6], 'MANUAL'),
  station('MN', 'DT', 'Đồng Tháp', [1]),
  station('MN', 'CM', 'Cà Mau', [1]),
  station('MN', 'BTR', 'Bến Tre', [2]),
  station('MN', 'VT', 'Vũng Tàu', [2]),
  station('MN', 'BL', 'Bạc Liêu', [2]),
  station('MN', 'DN', 'Đồng Nai', [3]),
  station('MN', 'CT', 'Cần Thơ', [3]),
  station('MN', 'ST', 'Sóc Trăng', [3]),
  station('MN', 'TN', 'Tây Ninh', [4]),
  station('MN', 'AG', 'An Giang', [4]),
  station('MN', 'BTH', 'Bình Thuận', [4]),
  station('MN', 'VL', 'Vĩnh Long', [5]),
  station('MN', 'BD', 'Bình Dương', [5]),
  station('MN', 'TV', 'Trà Vinh', [5]),
  station('MN', 'LA', 'Long An', [6]),
  station('MN', 'BP', 'Bình Phước', [6]),
  station('MN', 'HG', 'Hậu Giang', [6]),
  station('MN', 'TG', 'Tiền Giang', [0]),
  station('MN', 'KG', 'Kiên Giang', [0]),
  station('MN', 'DL', 'Đà Lạt', [0]),
  // Central (Miền Trung).
  station('MT', 'TTH', 'Thừa Thiên Huế', [1, 0]),
  station('MT', 'PY', 'Phú Yên', [1]),
  station('MT', 'DLK', 'Đắk Lắk', [2]),
  station('MT', 'QNM', 'Quảng Nam', [2]),
  station('MT', 'DNG', 'Đà Nẵng', [3, 6]),
  station('MT', 'KH', 'Khánh Hòa', [3, 0]),
  station('MT', 'BDI', 'Bình Định', [4]),
  station('MT', 'QT', 'Quảng Trị', [4]),
  station('MT', 'QB', 'Quảng Bình', [4]),
  station('MT', 'GL', 'Gia Lai', [5]),
  station('MT', 'NT', 'Ninh Thuận', [5]),
  station('MT', 'QNG', 'Quảng Ngãi', [6]),
  station('MT', 'DNO', 'Đắk Nông', [6]),
  station('MT', 'KT', 'Kon Tum', [0]),
  // North (Miền Bắc): one draw a day.
  {
    code: 'VN_MB',
    region: 'MB',
    shape: 'VN_MB',
    family: 'VN',
    names: { PT: 'Miền Bắc', EN: 'Miền Bắc' },
    schedule: { timeZone: vietnam, drawTime: '18:15', days: [0, 1, 2, 3, 4, 5, 6], monthDays: [] },
    closeMinutes: 15,
    source: 'RNG',
  },
  {
    code: 'SEA_4D_MY',
    region: '4D',
    shape: 'SEA_4D',
    family: 'SEA',
    names: { PT: '4D Malásia', EN: 'Malaysia 4D' },
    schedule: { timeZone: 'Asia/Kuala_Lumpur', drawTime: '19:00', days: [3, 6, 0], monthDays: [] },
    closeMinutes: 30,
    source: 'RNG',
  },
  {
    code: 'SEA_THAI',
    region: 'THAI',
    shape: 'SEA_THAI',
    family: 'SEA',
    names: { PT: 'Loteria tailandesa', EN: 'Thai lottery' },
    schedule: { timeZone: 'Asia/Bangkok', drawTime: '15:30', days: [], monthDays: [1, 16] },
    closeMinutes: 30,
    source: 'RNG',
  },
];
