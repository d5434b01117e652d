import { currency, type Currency } from '@portal/contract/money';

/** A merchant (tenant) as the server uses it; loaded from the `merchant` table. */
export interface Merchant {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  /** The brand's currency: converts its amounts between the wire and minor units. */
  money: Currency;
  defaultLanguage: string;
  languages: string[];
  mainDomain: string;
  analyticsId: string | null;
  imageCdns: string[];
  launchCdns: string[];
  maintenance: boolean;
  maintenanceMessage: string | null;
  isDefault: boolean;
  /** IANA time zone whose calendar days the histories use. */
  timeZone: string;
}

/** Column list matching `MerchantRow`; keep the two together. */
export const merchantColumns = `id, code, name, currency, currency_symbol, currency_scale, default_language,
  languages, main_domain, analytics_id, image_cdns, launch_cdns, maintenance, maintenance_message, is_default, time_zone`;

/** A `merchant` row as selected with `merchantColumns`. */
export interface MerchantRow {
  id: number;
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  currency_scale: number;
  default_language: string;
  languages: string[];
  main_domain: string;
  analytics_id: string | null;
  image_cdns: string[];
  launch_cdns: string[];
  maintenance: boolean;
  maintenance_message: string | null;
  is_default: boolean;
  time_zone: string;
}

/** Maps a row selected with `merchantColumns`. */
export function merchantFromRow(row: MerchantRow): Merchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    money: currency(row.currency, Number(row.currency_scale)),
    defaultLanguage: row.default_language,
    languages: row.languages,
    mainDomain: row.main_domain,
    analyticsId: row.analytics_id,
    imageCdns: row.image_cdns,
    launchCdns: row.launch_cdns,
    maintenance: row.maintenance,
    maintenanceMessage: row.maintenance_message,
    isDefault: row.is_default,
    timeZone: row.time_zone,
  };
}

/** Merchant codes as stored: lower case, as the `merchant.code` check constraint demands. */
export const merchantCodePattern = /^[a-z0-9][a-z0-9_-]{0,31}$/u;
