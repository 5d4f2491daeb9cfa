import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useDictionaries } from '../../../shared/api/get-dictionaries';
import { useSettings } from '../../../shared/api/get-settings';
import { useActiveWalletState } from '../../../shared/wallets/get-wallets';
import {
  type LiveCasinoClient,
  type LiveProvider,
  type LiveScriptState,
  type LiveTableStatus,
  liveCasino,
  liveTableStatus,
} from '../lib/live-casino';
import type { LiveConnectionState, LiveTableFrame } from '../lib/live-tables';

/** The currency a tile asks the studio for, by id (for money formats) and code (for the studio). */
export interface LiveCurrency {
  id: number;
  code: string;
}

/**
 * The player's active wallet's currency, or the site's default currency for a visitor; null until
 * the wallet and the dictionaries that name the currency are known.
 */
export function useLiveCurrency(): LiveCurrency | null {
  const { currency_id: siteCurrency } = useSettings();
  const { wallet, ready } = useActiveWalletState();
  const currencies = useDictionaries().data?.currencies;
  const id = wallet?.currency_id ?? siteCurrency;
  const code = currencies?.find((currency) => currency.id === id)?.code;
  return useMemo(() => (ready && code ? { id, code } : null), [ready, id, code]);
}

export interface LiveTableView {
  status: LiveTableStatus;
  /** The latest frame once `ready`. */
  frame: LiveTableFrame | null;
  script: LiveScriptState;
  /** Waiting for a studio whose script failed or ran out of time: no live data to wait for. */
  unavailable: boolean;
  currency: LiveCurrency | null;
}

const NO_PROVIDER = { code: '', name: '', script_url: '', server: '', casino_id: '' } satisfies LiveProvider;

// A page being rendered (the server's, or hydrating) has no studio yet: nothing loaded or connected.
const notConnected = (): LiveConnectionState => 'disconnected';
const noFrame = () => null;
const notLoaded = (): LiveScriptState => 'not_loaded';
const notFailed = () => false;

/**
 * A live table's state for a tile (spec 001 §3, §4): subscribed while `active` (the tile is on
 * screen) in the player's currency, through the studio the settings name for the game's provider.
 * `providerCode` undefined means the game's provider is not known yet, null that it has none.
 */
export function useLiveTable(
  providerCode: string | null | undefined,
  tableId: string,
  active: boolean,
  client: LiveCasinoClient = liveCasino,
): LiveTableView {
  const { casino } = useSettings();
  const currency = useLiveCurrency();
  const provider = casino.providers.find((item) => item.code === providerCode) ?? null;
  const { code = '', script_url = '', server = '', casino_id = '' } = provider ?? {};
  const currencyCode = currency?.code ?? '';
  const subscribed = active && provider !== null && currencyCode !== '';

  useEffect(() => {
    if (!subscribed) return;
    return client.subscribe({ code, name: code, script_url, server, casino_id }, tableId, currencyCode);
  }, [client, subscribed, code, script_url, server, casino_id, tableId, currencyCode]);

  const target = provider ?? NO_PROVIDER;
  const connection = useSyncExternalStore(client.listen, () => client.connectionState(target), notConnected);
  const frame = useSyncExternalStore(
    client.listen,
    () => (subscribed ? client.frame(target, tableId, currencyCode) : null),
    noFrame,
  );
  const script = useSyncExternalStore(client.listen, () => client.scriptState(script_url), notLoaded);
  const failed = useSyncExternalStore(client.listen, () => client.scriptFailed(script_url), notFailed);

  const status: LiveTableStatus =
    providerCode === undefined ? 'unsubscribed' : liveTableStatus({ provider, subscribed, connection, frame });
  return {
    status,
    frame: status === 'ready' ? frame : null,
    script,
    unavailable: status === 'invalid_provider' || (status === 'waiting_connection' && script !== 'loading' && failed),
    currency,
  };
}
