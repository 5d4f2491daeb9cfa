import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';

/**
 * Odds travel as integers in thousandths (1850 is 1.85). Shown with up to three decimals, trailing
 * zeros trimmed but never below two, so prices line up in columns: 1850 → "1.85", 2000 → "2.00",
 * 1333 → "1.333"; with the page language's decimal sign ("1,85" in Russian, as its money is
 * written). Integer arithmetic only: a float would print 1.8499999.
 */
export function formatOdds(thousandths: number, decimal = '.'): string {
  const value = Math.max(0, Math.trunc(thousandths));
  const whole = Math.floor(value / 1000);
  let fraction = String(value % 1000).padStart(3, '0');
  if (fraction.endsWith('0')) fraction = fraction.slice(0, 2);
  return `${whole}${decimal}${fraction}`;
}

const decimals = new Map<string, string>();

/** The decimal sign a language writes numbers with (Intl's, read once per language). */
export function decimalSign(language: string): string {
  let sign = decimals.get(language);
  if (sign === undefined) {
    try {
      sign = new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    } catch {
      sign = '.';
    }
    decimals.set(language, sign);
  }
  return sign;
}

/** `formatOdds` in the page's language. */
export function useFormatOdds(): (thousandths: number) => string {
  const language = useTranslation().i18n.language;
  return useCallback((thousandths: number) => formatOdds(thousandths, decimalSign(language)), [language]);
}
