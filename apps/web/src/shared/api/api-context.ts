import { DEFAULT_LANGUAGE } from '@meridian/contract/constants';

interface ApiContext {
  language: string;
  /** The partner group from settings; 1 until settings are known. */
  partnerId: number;
}

const context: ApiContext = { language: DEFAULT_LANGUAGE, partnerId: 1 };

export function setApiContext(next: Partial<ApiContext>): void {
  Object.assign(context, next);
}

export function getApiContext(): Readonly<ApiContext> {
  return context;
}
