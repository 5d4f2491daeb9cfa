import { useCallback, useSyncExternalStore } from 'react';
import { i18n, type SiteT } from './i18n';
import type { TextValues } from './translator';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const currentT = () => i18n.t;

/**
 * The site's texts for a component, and the app's translator. The component renders again when the
 * language changes; the server's render and the hydrating one read the language applied before them.
 */
export function useTranslation(): { t: SiteT; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, currentT, currentT);
  return { t, i18n };
}

/** A feature's texts by key, with the values of their placeholders. */
export type NamespaceT<Key extends string> = (key: Key, values?: Record<string, string | number>) => string;

/** A feature's own texts (a namespace of its own) in the current language, typed by the feature's keys. */
export function useNamespaceText<Key extends string>(namespace: string): (key: Key, values?: TextValues) => string {
  const language = useTranslation().i18n.language;
  return useCallback((key, values) => i18n.translate(namespace, language, key, values), [namespace, language]);
}
