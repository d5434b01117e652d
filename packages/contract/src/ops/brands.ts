import * as z from 'zod/mini';
import { languageCodes } from '../constants.ts';
import { emptyInput, endpoint } from '../endpoint.ts';
import { requiredText, text } from '../text.ts';

/**
 * Brands (merchants) for platform operators (`brands.manage`): list, read, create and change a
 * brand's configuration and rotate its payload key pair, so that a second brand on the same
 * deployment needs no SQL. These calls name the brand by `code` in their input: a platform
 * operator manages every brand from one console, whatever host it was opened on.
 */

/** A brand's code: lower-case, as the `merchant.code` column allows. */
export const brandCode = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9][a-z0-9_-]{0,31}$/u, 'field_invalid'));

/** A host name the brand answers on (no scheme, port or path), lower-case. */
const hostName = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/u,
      'field_invalid',
    ),
  );

/**
 * A link a brand publishes: an absolute `http(s)` URL, a path of this site, or a `mailto:` /
 * `tel:` address; no spaces.
 */
const brandLink = requiredText(500).check(
  z.regex(/^(https?:\/\/[^\s]+|\/[^\s]*|mailto:[^\s]+|tel:[^\s]+)$/u, 'field_invalid'),
);

/** A CDN origin (`https://img.example.com`), or `''` for the page's own origin. */
const cdnOrigin = text(300).check(z.regex(/^(|https?:\/\/[^\s/]+(\/[^\s]*)?)$/u, 'field_invalid'));

/** An upper-case type code (`WHATSAPP`, `IOS_APP`, `LIVE_CHAT`). */
const typeCode = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z][A-Z0-9_]{1,31}$/u, 'field_invalid'));

export const brandLanguage = z.enum(languageCodes);

export const brandDomain = z.object({
  domain: hostName,
  /** `WEB`: the portal; `AGENT`: the agents' entry; `API`: API clients only. */
  routeType: z.enum(['WEB', 'AGENT', 'API']),
});

export const brandService = z.object({
  csType: typeCode,
  title: requiredText(100),
  url: brandLink,
});

export const brandResource = z.object({
  resourceType: typeCode,
  url: brandLink,
  labelNameEn: requiredText(100),
});

/** What an operator may change of a brand after it is made (not its code nor its currency). */
const brandChangeable = {
  name: requiredText(100),
  /** An IANA time zone (`America/Sao_Paulo`): the brand's days, reports and cut-offs. */
  timeZone: requiredText(64),
  defaultLanguage: brandLanguage,
  languages: z.array(brandLanguage).check(z.minLength(1, 'field_required'), z.maxLength(20)),
  domains: z.array(brandDomain).check(z.minLength(1, 'field_required'), z.maxLength(20)),
  imageCdns: z._default(z.array(cdnOrigin).check(z.maxLength(5)), ['']),
  launchCdns: z._default(z.array(cdnOrigin).check(z.maxLength(5)), ['']),
  analyticsId: z._default(text(64), ''),
  customerService: z._default(z.array(brandService).check(z.maxLength(20)), []),
  resources: z._default(z.array(brandResource).check(z.maxLength(30)), []),
};

export const brandCreateInput = z.object({
  code: brandCode,
  ...brandChangeable,
  /** ISO 4217 code; fixed once the brand exists (balances are kept in it). */
  currency: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/u, 'field_invalid')),
  currencySymbol: requiredText(8),
  /** Decimal places of the currency's minor unit (2 for BRL and EUR, 0 for JPY). */
  currencyScale: z.number().check(z.int(), z.minimum(0), z.maximum(8)),
});
export type BrandCreateInput = z.input<typeof brandCreateInput>;

export const brandUpdateInput = z.object({ code: brandCode, ...brandChangeable });
export type BrandUpdateInput = z.input<typeof brandUpdateInput>;

export const brandKey = z.object({
  kid: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  /** When a newer pair replaced it; payloads sealed for it are still opened for a grace time. */
  retiredAt: z.nullable(z.string()),
});

export const brandView = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  currencyScale: z.number(),
  timeZone: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  domains: z.array(z.object({ domain: z.string(), routeType: z.string() })),
  imageCdns: z.array(z.string()),
  launchCdns: z.array(z.string()),
  analyticsId: z.string(),
  customerService: z.array(z.object({ csType: z.string(), title: z.string(), url: z.string() })),
  resources: z.array(
    z.object({ resourceType: z.string(), url: z.string(), labelNameEn: z.string() }),
  ),
  /** The brand a request with no known host or header gets. */
  isDefault: z.boolean(),
  maintenance: z.boolean(),
  createdAt: z.string(),
  keys: z.array(brandKey),
});
export type BrandView = z.infer<typeof brandView>;

export const brandListItem = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  languages: z.array(z.string()),
  mainDomain: z.string(),
  isDefault: z.boolean(),
  maintenance: z.boolean(),
  members: z.number(),
  createdAt: z.string(),
});
export type BrandListItem = z.infer<typeof brandListItem>;

export const brandCodeInput = z.object({ code: brandCode });

export const brandRotateKeyInput = z.object({
  code: brandCode,
  /** For a leaked key: the old pair stops opening payloads at once, with no grace time. */
  immediate: z._default(z.boolean(), false),
});

export const brandOpsEndpoints = {
  brands: endpoint('ops', 'brands', {
    method: 'GET',
    path: '/operator/brands',
    summary: 'Every brand of the deployment, with its main domain and member count.',
    auth: 'operator',
    permission: 'brands.manage',
    input: emptyInput,
    output: z.object({ items: z.array(brandListItem) }),
  }),
  brand: endpoint('ops', 'brand', {
    method: 'GET',
    path: '/operator/brands/detail',
    summary: "A brand's whole configuration and its payload key pairs.",
    auth: 'operator',
    permission: 'brands.manage',
    input: brandCodeInput,
    output: brandView,
  }),
  brandCreate: endpoint('ops', 'brandCreate', {
    method: 'POST',
    path: '/operator/brands/create',
    summary:
      'Creates a brand with its domains, a new payload key pair, the whitelabel module tree (all on), the standard register form and customer-service entries.',
    auth: 'operator',
    permission: 'brands.manage',
    input: brandCreateInput,
    output: brandView,
  }),
  brandUpdate: endpoint('ops', 'brandUpdate', {
    method: 'POST',
    path: '/operator/brands/update',
    summary:
      "Replaces a brand's name, time zone, languages, domains, CDNs, customer-service entries and resources; players see the change at once.",
    auth: 'operator',
    permission: 'brands.manage',
    input: brandUpdateInput,
    output: brandView,
  }),
  brandRotateKey: endpoint('ops', 'brandRotateKey', {
    method: 'POST',
    path: '/operator/brands/rotate-key',
    summary:
      "Makes a new payload key pair the brand's active one; payloads sealed for the previous one are still opened for a grace time.",
    auth: 'operator',
    permission: 'brands.manage',
    input: brandRotateKeyInput,
    output: brandView,
  }),
};
