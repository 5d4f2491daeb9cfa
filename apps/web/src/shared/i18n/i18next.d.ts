import type { en } from '@meridian/contract/locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'site';
    resources: { site: typeof en };
    keySeparator: false;
    nsSeparator: false;
  }
}
