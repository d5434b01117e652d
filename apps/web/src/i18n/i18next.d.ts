import type { PtResources } from './pt.ts';

/** Typed keys: `t('header.login')` is checked against the PT resource at compile time. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: PtResources };
    returnNull: false;
  }
}
