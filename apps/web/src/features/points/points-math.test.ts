import { currency } from '@portal/contract/money';
import { describe, expect, it } from 'vitest';
import {
  convertCeiling,
  convertCredit,
  convertFloor,
  convertProblem,
  isNothing,
  quantityCap,
  quantityOf,
  totalAmount,
  totalPoints,
} from './points-math.ts';
import { config, credit, goods } from './points-test-kit.ts';

const rules = config().convert;
const brl = currency('BRL', 2);

describe('points arithmetic', () => {
  it('caps a quantity by the reward, its stock and the wire', () => {
    expect(quantityCap(goods())).toBe(3);
    expect(quantityCap(goods({ stock: 2 }))).toBe(2);
    expect(quantityCap(credit({ maxQuantity: 500 }))).toBe(99);
    expect(quantityOf('2', 3)).toBe(2);
    for (const typed of ['0', '4', '1.5', '', 'x', '-1']) expect(quantityOf(typed, 3)).toBeNull();
  });

  it('totals points and credit exactly', () => {
    expect(totalPoints(goods({ points: '999999999999999' }), 3)).toBe('2999999999999997');
    expect(totalAmount(credit({ amount: '0.10' }), 3, brl)).toBe('0.30');
  });

  it('converts whole steps from the minimum up to the balance', () => {
    expect(convertFloor(rules)).toBe(2000n);
    expect(convertFloor({ ...rules, minPoints: '1500' })).toBe(2000n);
    expect(convertFloor({ ...rules, minPoints: '0' })).toBe(1000n);
    expect(convertCeiling(rules, '5999')).toBe('5000');
    expect(convertCeiling(rules, '1999')).toBeNull();
    expect(convertProblem('3000', rules, '5000')).toBeNull();
    expect(convertProblem('2500', rules, '5000')).toEqual({ kind: 'notStep', step: '1000' });
    expect(convertProblem('1000', rules, '5000')).toEqual({ kind: 'belowMin', min: '2000' });
    expect(convertProblem('6000', rules, '5000')).toEqual({
      kind: 'overBalance',
      balance: '5000',
    });
    for (const typed of ['', '0', '01', '1.5', '-1000']) {
      expect(convertProblem(typed, rules, '5000')).toEqual({ kind: 'invalid' });
    }
    expect(convertCredit('3000', rules, brl)).toBe('30.00');
    expect(convertCredit('2500', rules, brl)).toBeNull();
  });

  it('tells a zero from an amount', () => {
    expect(['0', '0.00', '-1', ''].map(isNothing)).toEqual([true, true, true, true]);
    expect(['1', '0.5', '100.00'].map(isNothing)).toEqual([false, false, false]);
  });
});
