import { describe, expect, it } from 'vitest';
import { isModuleEnabled, moduleNode, type ModuleNode } from './whitelabel.ts';

const node = (modId: string, enabled: boolean, childrenNodes: ModuleNode[] = []): ModuleNode => ({
  modId,
  name: modId,
  enabled: enabled ? '1' : '0',
  childrenNodes,
});

describe('whitelabel modules', () => {
  const tree = [
    node('AGENT', false, [node('SALARY', true)]),
    node('PROMO', true, [node('VIP', true), node('REFERRAL_PROMO', false)]),
  ];

  it('is on only when the module and its ancestors are on', () => {
    expect(isModuleEnabled(tree, 'VIP')).toBe(true);
    expect(isModuleEnabled(tree, 'REFERRAL_PROMO')).toBe(false);
    expect(isModuleEnabled(tree, 'SALARY')).toBe(false);
    expect(isModuleEnabled(tree, 'UNKNOWN')).toBe(false);
  });

  it('parses a nested tree', () => {
    expect(moduleNode.parse(tree[1])).toEqual(tree[1]);
    expect(moduleNode.safeParse({ ...tree[1], enabled: 'yes' }).success).toBe(false);
  });
});
