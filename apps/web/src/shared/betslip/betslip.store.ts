import type { FreeBet, LoadedSelection } from '@meridian/contract/bets';
import { create } from 'zustand';
import { readStorageJson, writeStorageJson } from '../browser/storage';
import {
  ACCEPT_ODD_SETTINGS,
  type AcceptOddSetting,
  applySlipEvents,
  DEFAULT_ACCEPT_ODD_SETTING,
  type SlipEventChange,
  settleForSetting,
} from './odds-change';
import { applyBuilderQuote, type BuilderQuote, readSlipBuilder, type SlipBuilder, settleBuilder } from './slip-builder';
import type { BetSlipItem } from './slip-item';

export type { BetSlipItem } from './slip-item';

/** What a click on an outcome did to the slip. */
export type ToggleResult = 'added' | 'replaced' | 'removed' | 'limit';

export const selectionKey = (matchId: number, outcomeId: number) => `${matchId}_${outcomeId}`;

/** Web Storage keys of the slip (kept beside the feature; `meridian.` like the shared ones). */
export const betSlipStorageKeys = {
  items: 'meridian.betslip.items',
  builder: 'meridian.betslip.builder',
  preferences: 'meridian.betslip.preferences',
} as const;

/**
 * The slip after a click on an outcome (spec 001 §4): a selected outcome is taken out; an outcome of
 * a match already in the slip replaces that match's earlier outcome when it names a part; anything
 * else is appended unless the slip already holds `limit` selections.
 */
export function toggleSelection(
  items: BetSlipItem[],
  item: BetSlipItem,
  limit: number,
): { items: BetSlipItem[]; result: ToggleResult } {
  if (items.some((current) => current.key === item.key)) {
    return { items: items.filter((current) => current.key !== item.key), result: 'removed' };
  }
  const sameMatch = items.findIndex((current) => current.matchId === item.matchId);
  if (sameMatch >= 0 && item.partId !== null) {
    return { items: items.map((current, index) => (index === sameMatch ? item : current)), result: 'replaced' };
  }
  if (items.length >= limit) return { items, result: 'limit' };
  return { items: [...items, item], result: 'added' };
}

/**
 * The slip with the names the server gave its selections now (match, tournament, part, market,
 * outcome); the same array when nothing was renamed.
 */
export function renameSelections(items: BetSlipItem[], selections: readonly LoadedSelection[]): BetSlipItem[] {
  const byKey = new Map(selections.map((selection) => [selectionKey(selection.id, selection.outcome_id), selection]));
  let changed = false;
  const next = items.map((item) => {
    const selection = byKey.get(item.key);
    if (!selection || selection.market_id !== item.marketId) return item;
    const names = {
      matchName: selection.name,
      tournamentName: selection.tournament.name,
      partName: selection.event_part_name,
      marketName: selection.market_name,
      name: selection.outcome_name,
    };
    if ((Object.keys(names) as (keyof typeof names)[]).every((field) => item[field] === names[field])) return item;
    changed = true;
    return { ...item, ...names };
  });
  return changed ? next : items;
}

interface StoredPreferences {
  acceptOddSetting: AcceptOddSetting;
  /** The player's own quick stakes in minor units; null follows `bets.fast_bets` of settings. */
  fastBets: number[] | null;
}

interface BetSlipState extends StoredPreferences {
  items: BetSlipItem[];
  /** A bet builder: one more selection of the slip, placed on its own. */
  builder: SlipBuilder | null;
  /** Puts a builder in the slip, in place of the one there. */
  setBuilder: (builder: SlipBuilder) => void;
  /** Takes the builder's fresh price (or its reason for having none). */
  quoteBuilder: (quote: BuilderQuote) => void;
  /** The stake as typed (grouped decimal text); cleared with the slip. A system's is per line. */
  amount: string;
  /**
   * The system the slip is placed as (a key of the slip's system choices: `yankee`, `k2`), or null
   * for a single or an accumulator. Kept while the selections change; the slip falls back to the
   * first system that fits, or to an accumulator when none does.
   */
  system: string | null;
  setSystem: (system: string | null) => void;
  add: (item: BetSlipItem) => void;
  /** Adds, replaces or removes the outcome as a click on it does; `limit` is bets.coupon_max_size. */
  toggle: (item: BetSlipItem, limit: number) => ToggleResult;
  /** Takes out a selection, or the builder by its key. */
  remove: (key: string) => void;
  clear: () => void;
  /** Replaces the whole slip (a slip loaded by code). */
  replace: (items: BetSlipItem[]) => void;
  setAmount: (amount: string) => void;
  /** The free bets the last update offered, and the wallet they belong to (001 §3). */
  freeBets: { accountId: number | null; list: FreeBet[] };
  /** The picked free bet: the stake is its `bet` and the amount input is locked (001 §4). */
  freeBet: FreeBet | null;
  /** Takes an update's free bets; a picked one no longer offered is dropped with the amount. */
  syncFreeBets: (accountId: number | null, list: FreeBet[]) => void;
  pickFreeBet: (freeBet: FreeBet) => void;
  /** Cancels the pick, clearing the amount. */
  cancelFreeBet: () => void;
  /** Fresh selection states; `requested` marks an answer for those keys, where a missing one is deleted. */
  applyEvents: (events: SlipEventChange[], requested?: ReadonlySet<string>) => void;
  /** Takes the current names of the selections (they follow the page language). */
  rename: (selections: readonly LoadedSelection[]) => void;
  /** Adopts the waiting odds of one selection (or the builder), or of all when no key is given. */
  acceptChanges: (key?: string) => void;
  savePreferences: (preferences: StoredPreferences) => void;
}

function isStoredItem(value: unknown): value is BetSlipItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<BetSlipItem>;
  return (
    typeof item.key === 'string' &&
    Number.isInteger(item.matchId) &&
    Number.isInteger(item.marketId) &&
    Number.isInteger(item.id) &&
    Number.isInteger(item.odds) &&
    typeof item.name === 'string' &&
    typeof item.matchName === 'string' &&
    typeof item.marketName === 'string'
  );
}

/** The slip saved in this browser; anything unreadable is dropped rather than trusted. */
export function readStoredItems(): BetSlipItem[] {
  const stored = readStorageJson<unknown>('local', betSlipStorageKeys.items);
  return Array.isArray(stored) ? stored.filter(isStoredItem) : [];
}

export function readStoredPreferences(): StoredPreferences {
  const stored = readStorageJson<Partial<StoredPreferences>>('local', betSlipStorageKeys.preferences);
  const acceptOddSetting = ACCEPT_ODD_SETTINGS.includes(stored?.acceptOddSetting as AcceptOddSetting)
    ? (stored?.acceptOddSetting as AcceptOddSetting)
    : DEFAULT_ACCEPT_ODD_SETTING;
  const fastBets =
    Array.isArray(stored?.fastBets) &&
    stored.fastBets.length >= 2 &&
    stored.fastBets.every((value) => Number.isSafeInteger(value) && value > 0)
      ? stored.fastBets
      : null;
  return { acceptOddSetting, fastBets };
}

export const useBetSlipStore = create<BetSlipState>()((set, get) => ({
  items: [],
  builder: null,
  amount: '',
  system: null,
  freeBets: { accountId: null, list: [] },
  freeBet: null,
  acceptOddSetting: DEFAULT_ACCEPT_ODD_SETTING,
  fastBets: null,
  add: (item) => set({ items: [...get().items.filter((current) => current.key !== item.key), item] }),
  toggle: (item, limit) => {
    // The builder takes a place of its own.
    const next = toggleSelection(get().items, item, get().builder ? limit - 1 : limit);
    if (next.items !== get().items) set({ items: next.items });
    return next.result;
  },
  remove: (key) => {
    const builder = get().builder?.key === key ? null : get().builder;
    const items = get().items.filter((item) => item.key !== key);
    set(
      items.length === 0 && builder === null
        ? { items, builder, amount: '', freeBet: null, system: null }
        : { items, builder },
    );
  },
  clear: () => set({ items: [], builder: null, amount: '', freeBet: null, system: null }),
  setBuilder: (builder) => set({ builder, system: null }),
  quoteBuilder: (quote) => {
    const { builder, acceptOddSetting } = get();
    if (!builder) return;
    const next = applyBuilderQuote(builder, quote, acceptOddSetting);
    if (next !== builder) set({ builder: next });
  },
  replace: (items) => set({ items }),
  setAmount: (amount) => set({ amount }),
  // A system is staked from the wallet: a picked free bet is dropped with its amount.
  setSystem: (system) => set(system !== null && get().freeBet ? { system, freeBet: null, amount: '' } : { system }),
  syncFreeBets: (accountId, list) => {
    const picked = get().freeBet;
    if (picked === null) {
      set({ freeBets: { accountId, list } });
      return;
    }
    // The offer may have changed its amount; a pick that is gone takes the amount with it.
    const fresh = list.find((freeBet) => freeBet.id === picked.id);
    const freeBets = { accountId, list };
    set(fresh ? { freeBets, freeBet: fresh } : { freeBets, freeBet: null, amount: '' });
  },
  pickFreeBet: (freeBet) => set({ freeBet, amount: '' }),
  cancelFreeBet: () => set({ freeBet: null, amount: '' }),
  applyEvents: (events, requested) => {
    const { items, acceptOddSetting } = get();
    const next = applySlipEvents(items, events, acceptOddSetting, requested ? { requested } : undefined);
    if (next !== items) set({ items: next });
  },
  rename: (selections) => {
    const { items } = get();
    const next = renameSelections(items, selections);
    if (next !== items) set({ items: next });
  },
  acceptChanges: (key) => {
    const { builder } = get();
    set({
      items: get().items.map((item) =>
        item.updatedSlip != null && (key === undefined || item.key === key)
          ? { ...item, odds: item.updatedSlip, updatedSlip: null }
          : item,
      ),
      builder:
        builder?.updatedSlip != null && (key === undefined || builder.key === key)
          ? { ...builder, odds: builder.updatedSlip, updatedSlip: null }
          : builder,
    });
  },
  savePreferences: (preferences) => {
    writeStorageJson('local', betSlipStorageKeys.preferences, preferences);
    set({
      ...preferences,
      items: settleForSetting(get().items, preferences.acceptOddSetting),
      builder: settleBuilder(get().builder, preferences.acceptOddSetting),
    });
  },
}));

/** Puts the slip and preferences saved in this browser back into the store. */
export function restoreBetSlip(): void {
  useBetSlipStore.setState({
    items: readStoredItems(),
    builder: readSlipBuilder(readStorageJson<unknown>('local', betSlipStorageKeys.builder)),
    ...readStoredPreferences(),
  });
}

// The slip outlives a reload: every change of the selections is written through.
useBetSlipStore.subscribe((state, previous) => {
  if (state.items !== previous.items) writeStorageJson('local', betSlipStorageKeys.items, state.items);
  if (state.builder !== previous.builder) writeStorageJson('local', betSlipStorageKeys.builder, state.builder);
});
restoreBetSlip();

const NO_FREE_BETS: FreeBet[] = [];

/** The free bets offered to the wallet; none while the last answer was about another wallet. */
export function useOfferedFreeBets(accountId: number | null): FreeBet[] {
  return useBetSlipStore((state) => (state.freeBets.accountId === accountId ? state.freeBets.list : NO_FREE_BETS));
}

/** Whether the outcome is in the slip; components re-render only when that answer changes. */
export function useIsSelected(matchId: number, outcomeId: number): boolean {
  const key = selectionKey(matchId, outcomeId);
  return useBetSlipStore((state) => state.items.some((item) => item.key === key));
}

/** How many selections the slip holds, a bet builder counting as one. */
export function useSlipCount(): number {
  return useBetSlipStore((state) => state.items.length + (state.builder ? 1 : 0));
}
