import * as z from 'zod/mini';
import { endpoint } from './endpoint.ts';
import { fieldRule } from './field-rule.ts';
import { moduleNode } from './whitelabel.ts';

/** Language codes as the selector sends them (`PT`, `pt-BR`, `EN`). */
export const languageParam = z
  .string()
  .check(z.trim(), z.regex(/^[A-Za-z]{2}(?:-[A-Za-z]{2})?$/u, 'field_invalid'));

/** 0 normal, 1 maintenance, 2 region restricted (spec section 4). */
export const systemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof systemStatusCode>;

export const customerServiceEntry = z.object({
  /** Channel kind: LIVE_CHAT, WHATSAPP, TELEGRAM, FACEBOOK, EMAIL or LINE. */
  csType: z.string(),
  title: z.string(),
  /** Encrypted address; see `cs-path.ts`. */
  path: z.string(),
});
export type CustomerServiceEntry = z.infer<typeof customerServiceEntry>;

export const domainRouteEntry = z.object({
  domain: z.string(),
  merchantCode: z.string(),
  /** What the host serves: WEB (portal), AGENT (agent site) or API. */
  routeType: z.string(),
});
export type DomainRouteEntry = z.infer<typeof domainRouteEntry>;

export const resourceEntry = z.object({
  /** IOS_APP, ANDROID_APP, FACEBOOK, INSTAGRAM, TELEGRAM, WHATSAPP, YOUTUBE, TWITTER, TIKTOK. */
  resourceType: z.string(),
  url: z.string(),
  labelNameEn: z.string(),
});
export type ResourceEntry = z.infer<typeof resourceEntry>;

export { registerFieldNames, type RegisterFieldName } from './system/register-fields.ts';
export type { SystemSettingsOutput } from './system/ops-settings.ts';

export const registerRules = z.record(z.string(), fieldRule);
export type RegisterRules = z.infer<typeof registerRules>;

/** An RSA-OAEP SHA-256 public key as a JWK, for the encrypted payloads. */
export const publicJwk = z.object({
  kty: z.literal('RSA'),
  n: z.string(),
  e: z.string(),
  alg: z.literal('RSA-OAEP-256'),
  kid: z.string(),
});

export const merchantSummary = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  /** Decimal places of the currency, for money strings on the wire. */
  currencyScale: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  /** IANA time zone whose calendar days the histories count. */
  timeZone: z.string(),
});

export const statusInput = z.object({
  /** W for the web portal. */
  platform: z._default(z.literal('W'), 'W'),
  language: z.optional(languageParam),
});

export const statusOutput = z.object({
  system: z.object({
    status: systemStatusCode,
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    /** Operator's maintenance note, when one is set. */
    message: z.nullable(z.string()),
  }),
  location: z.object({ ip: z.string() }),
  customerService: z.array(customerServiceEntry),
  domainRoute: z.array(domainRouteEntry),
  resources: z.array(resourceEntry),
  whitelabel: z.array(moduleNode),
  registerRules,
  mainDomain: z.string(),
  analyticsId: z.nullable(z.string()),
  imageCdns: z.array(z.string()),
  gameLaunchCdns: z.array(z.string()),
  merchant: merchantSummary,
  publicKey: publicJwk,
});
export type StatusOutput = z.infer<typeof statusOutput>;

export const whitelabelOutput = z.object({
  merchantCode: z.string(),
  modules: z.array(moduleNode),
});

export const domainRouteOutput = z.object({ list: z.array(domainRouteEntry) });

export const fieldSetting = z.object({ shown: z.boolean(), required: z.boolean() });

export const registerSettingOutput = z.object({
  /** Which register form opens first: by username or by mobile. */
  defaultRegisterType: z.enum(['register', 'registerMobile']),
  /** Which forgot-password tab opens first. */
  defaultForgotType: z.enum(['email', 'mobileNum']),
  usernameRegister: z.boolean(),
  mobileRegister: z.boolean(),
  smsVerification: z.boolean(),
  /** Per optional field: whether the form shows it and whether it must be filled. */
  fields: z.record(z.string(), fieldSetting),
  rules: registerRules,
});
export type RegisterSettingOutput = z.infer<typeof registerSettingOutput>;

export const registerRulesOutput = z.object({ rules: registerRules });

export const countryEntry = z.object({
  /** ISO 3166-1 alpha-2 code, upper case. */
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/u)),
  /** International dialing code without `+` or leading zeros (`351`, `1`). */
  countryDialingCode: z.string().check(z.regex(/^[1-9][0-9]{0,3}$/u)),
  /** Country name in the requested language. */
  name: z.string(),
});
export type CountryEntry = z.infer<typeof countryEntry>;

export const countriesOutput = z.object({ list: z.array(countryEntry) });

/** System reads take only the display language; anything malformed is a 400. */
const noInput = z.object({ language: z.optional(languageParam) });
export const systemEndpoints = {
  status: endpoint('system', 'status', {
    method: 'GET',
    path: '/wps/system/status',
    summary: 'Permission response: system status, location, service, routes, modules, rules, key.',
    input: statusInput,
    output: statusOutput,
  }),
  whitelabel: endpoint('system', 'whitelabel', {
    method: 'GET',
    path: '/wps/system/whitelabel',
    summary: 'The merchant’s whitelabel module tree (menu switches).',
    input: noInput,
    output: whitelabelOutput,
  }),
  domainRoute: endpoint('system', 'domainRoute', {
    method: 'GET',
    path: '/wps/system/domainRoute',
    summary: 'Hosts that serve this merchant.',
    input: noInput,
    output: domainRouteOutput,
  }),
  registerSetting: endpoint('system', 'registerSetting', {
    method: 'GET',
    path: '/wps/system/setting/register',
    summary: 'Registration settings: default form, optional fields shown and required, rules.',
    input: noInput,
    output: registerSettingOutput,
  }),
  registerRules: endpoint('system', 'registerRules', {
    method: 'GET',
    path: '/wps/system/setting/register/rules',
    summary: 'Per-field registration validation rules.',
    input: noInput,
    output: registerRulesOutput,
  }),
  countries: endpoint('system', 'countries', {
    method: 'GET',
    path: '/wps/system/countries',
    summary: 'Country dialing codes for mobile fields.',
    input: noInput,
    output: countriesOutput,
  }),
};

// The operator's side, in a module of its own: the web app's shell imports this file for the
// player's calls, and the operator console's schemas then stay in the console's chunk.
export { systemOpsEndpoints } from './system/ops-endpoints.ts';
