// The whitelabel module ids and the enabled check, without zod: the web app reads module
// switches on its first screen and keeps schema code out of its initial bundle.
// `whitelabel.ts` re-exports everything here beside the wire schema.

/**
 * Module ids of the whitelabel tree. The server stores one switch per module and merchant;
 * the web app reads them through `isModuleEnabled`. Names in capitals with a `3` suffix are the
 * configuration flags the spec names (section 6); the others are the whitelabel switches.
 */
export const moduleIds = {
  register: 'REGISTER',
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  registerMobileVerification: 'REGMOBVERF3',
  login: 'LOGIN',
  smsLogin: 'SMS_LOGIN',
  freePlay: 'FREE_PLAY',
  security: 'SECURITY',
  changePasswordVerification: 'CHNGPASSVERIF3',
  forcePasswordChange: 'FORCE_PASSWORD_CHANGE',
  passwordPolicy: 'PASSWORD_POLICY',
  smsVerification: 'SMS_VERIFICATION',
  agent: 'AGENT',
  agentPolicy: 'AGENTPOLICY3',
  bonus: 'BONUS',
  salary: 'SALARY',
  hourSalary: 'HOUR_SALARY',
  realtimeSalary: 'REALTIME_SALARY',
  promo: 'PROMO',
  vip: 'VIP',
  referralPromo: 'REFERRAL_PROMO',
} as const;
export type ModuleId = (typeof moduleIds)[keyof typeof moduleIds];

/** One node of the whitelabel module tree; `enabled` is the string '1' when on. */
export interface ModuleNode {
  modId: string;
  name: string;
  enabled: '0' | '1';
  childrenNodes: ModuleNode[];
}

/**
 * True when the module and every ancestor are enabled: switching off a parent (for example
 * AGENT) switches off its children (salary, bonus) without touching their own rows.
 */
export function isModuleEnabled(tree: readonly ModuleNode[], modId: string): boolean {
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    if (containsModule(node, modId)) {
      return node.enabled === '1' && isModuleEnabled(node.childrenNodes, modId);
    }
  }
  return false;
}

function containsModule(node: ModuleNode, modId: string): boolean {
  return node.childrenNodes.some((child) => child.modId === modId || containsModule(child, modId));
}
