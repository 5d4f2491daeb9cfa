import type { LanguageCode } from '@meridian/contract/constants';
import { amlPolicy } from './pages/aml-policy.js';
import { kycPolicy } from './pages/kyc-policy.js';
import { responsibleGamingPolicy } from './pages/responsible-gaming-policy.js';
import { selfExclusionPolicy } from './pages/self-exclusion-policy.js';
import { termsAndConditions } from './pages/terms-and-conditions.js';
import { termsAndRules } from './pages/terms-and-rules.js';
import { underagePolicy } from './pages/underage-policy.js';

export interface PageSeed {
  /** Served at /terms/{slug}. */
  slug: string;
  title: Record<LanguageCode, string>;
  /**
   * Restricted HTML: h2, h3, p, ul, ol, li, strong, em and links to other /terms/ pages only,
   * so the client can render it without a sanitiser that allows scripts, styles or images.
   */
  body: Record<LanguageCode, string>;
}

// Order matches the footer links.
export const pages: PageSeed[] = [
  termsAndConditions,
  responsibleGamingPolicy,
  selfExclusionPolicy,
  underagePolicy,
  amlPolicy,
  kycPolicy,
  termsAndRules,
];
