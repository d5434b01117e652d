import type { StatusOutput } from '@portal/contract/system';
import type { ModuleNode } from '@portal/contract/module-tree';

/** A whitelabel node for fixtures. */
export function moduleNode(
  modId: string,
  enabled: boolean,
  childrenNodes: ModuleNode[] = [],
): ModuleNode {
  return { modId, name: modId, enabled: enabled ? '1' : '0', childrenNodes };
}

/** A complete permission response (status 0, merchant "Aurora"), with overrides on top. */
export function makeStatus(overrides: Partial<StatusOutput> = {}): StatusOutput {
  return {
    system: { status: 0, maintenance: false, regionRestriction: false, message: null },
    location: { ip: '203.0.113.7' },
    customerService: [],
    domainRoute: [],
    resources: [],
    whitelabel: [
      moduleNode('PROMO', true, [moduleNode('VIP', true), moduleNode('REFERRAL_PROMO', true)]),
    ],
    registerRules: {},
    mainDomain: 'aurora.example',
    analyticsId: null,
    imageCdns: [],
    gameLaunchCdns: [],
    merchant: {
      code: 'AURORA',
      name: 'Aurora',
      currency: 'BRL',
      currencySymbol: 'R$',
      currencyScale: 2,
      defaultLanguage: 'PT',
      languages: ['PT', 'EN'],
      timeZone: 'America/Sao_Paulo',
    },
    publicKey: { kty: 'RSA', n: 'AQAB', e: 'AQAB', alg: 'RSA-OAEP-256', kid: 'test' },
    ...overrides,
  };
}
