import { formatMoney } from '@meridian/contract/money';
import { Box } from '@mui/material';
import { useLocaleState } from 'react-admin';

/**
 * An amount in its currency's minor units, written as the operator's language writes money; without
 * its code (`bare`) where a column already names the currency.
 */
export function Money({
  amount,
  currency,
  scale,
  bare = false,
}: {
  amount: number;
  currency: string;
  scale: number;
  bare?: boolean;
}) {
  const [locale = 'en'] = useLocaleState();
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap', color: amount < 0 ? 'error.main' : undefined }}>
      {formatMoney(amount, { scale, code: bare ? undefined : currency, locale })}
    </Box>
  );
}

/** A time as the language writes it, to the minute, for a sentence that names it. */
export function formatTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A time as the operator's language writes it, to the minute. */
export function Time({ iso }: { iso: string | null }) {
  const [locale = 'en'] = useLocaleState();
  if (!iso) return <>—</>;
  return <>{formatTime(iso, locale)}</>;
}

/** A select's choices: each id named by its text under `prefix`, which react-admin's inputs translate. */
export const choicesOf = <Id extends string | number>(ids: readonly Id[], prefix: string) =>
  ids.map((id) => ({ id, name: `${prefix}.${id}` }));
