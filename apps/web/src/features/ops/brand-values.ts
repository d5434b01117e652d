import { languageCodes, type LanguageCode } from '@portal/contract/constants';
import type { BrandCreateInput, brandCreateInput, BrandView } from '@portal/contract/ops/brands';
import type { Path, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * The brand form's values: the create call's input, which holds every field an update sends.
 * Its lists may be left out of a call, but the form always holds them.
 */
export type BrandValues = BrandCreateInput;
/** The values once the contract's schema checked them: what the calls send. */
export type BrandOutput = z.output<typeof brandCreateInput>;
/** The brand form, as its list editors receive it. */
export type BrandFormApi = UseFormReturn<BrandValues, unknown, BrandOutput>;

/** A domain's route type as the contract names them. */
export const routeTypes = ['WEB', 'AGENT', 'API'] as const;
type RouteType = (typeof routeTypes)[number];

/** Most lists of the contract allow these many rows; the form stops offering more there. */
export const listLimits = {
  domains: 20,
  imageCdns: 5,
  launchCdns: 5,
  customerService: 20,
  resources: 30,
} as const;

/** What a new brand's form starts with: one main domain for the portal, Portuguese only. */
export function blankBrand(): BrandValues {
  return {
    code: '',
    name: '',
    currency: '',
    currencySymbol: '',
    currencyScale: 2,
    timeZone: '',
    defaultLanguage: 'PT',
    languages: ['PT'],
    domains: [{ domain: '', routeType: 'WEB' }],
    imageCdns: [''],
    launchCdns: [''],
    analyticsId: '',
    customerService: [],
    resources: [],
  };
}

const isLanguage = (code: string): code is LanguageCode =>
  (languageCodes as readonly string[]).includes(code);
const isRouteType = (type: string): type is RouteType =>
  (routeTypes as readonly string[]).includes(type);

/**
 * A stored brand as form values. The view's codes are plain strings; one the contract no longer
 * knows is left out (a language) or taken as the portal (a route type), and the schema's check
 * then asks the operator to choose before anything is sent.
 */
export function valuesOf(view: BrandView): BrandValues {
  return {
    code: view.code,
    name: view.name,
    currency: view.currency,
    currencySymbol: view.currencySymbol,
    currencyScale: view.currencyScale,
    timeZone: view.timeZone,
    defaultLanguage: isLanguage(view.defaultLanguage) ? view.defaultLanguage : 'PT',
    languages: view.languages.filter(isLanguage),
    domains: view.domains.map((d) => ({
      domain: d.domain,
      routeType: isRouteType(d.routeType) ? d.routeType : 'WEB',
    })),
    imageCdns: [...view.imageCdns],
    launchCdns: [...view.launchCdns],
    analyticsId: view.analyticsId,
    customerService: view.customerService.map((s) => ({ ...s })),
    resources: view.resources.map((r) => ({ ...r })),
  };
}

const rows = <T>(count: number, row: (i: number) => readonly T[]): T[] =>
  Array.from({ length: count }, (_, i) => row(i)).flat();

/**
 * Every field a refusal may name (`domains.0.domain` for a taken domain), so that its message
 * shows under its own input; a name not in here shows as the form's alert instead.
 */
export const brandFieldNames: readonly Path<BrandValues>[] = [
  'code',
  'name',
  'currency',
  'currencySymbol',
  'currencyScale',
  'timeZone',
  'defaultLanguage',
  'languages',
  'domains',
  'analyticsId',
  ...rows(listLimits.domains, (i) => [`domains.${i}.domain`, `domains.${i}.routeType`] as const),
  ...rows(listLimits.imageCdns, (i) => [`imageCdns.${i}`] as const),
  ...rows(listLimits.launchCdns, (i) => [`launchCdns.${i}`] as const),
  ...rows(
    listLimits.customerService,
    (i) =>
      [
        `customerService.${i}.csType`,
        `customerService.${i}.title`,
        `customerService.${i}.url`,
      ] as const,
  ),
  ...rows(
    listLimits.resources,
    (i) =>
      [`resources.${i}.resourceType`, `resources.${i}.url`, `resources.${i}.labelNameEn`] as const,
  ),
];
