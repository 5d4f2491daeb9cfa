import { useEffect, useRef, useSyncExternalStore } from 'react';
import { i18n } from '../i18n/i18n';
import { type ChannelFrame, RealtimeClient, socketUrl } from './realtime-client';

let client: RealtimeClient | null = null;

/** The tab's one realtime connection, created on first use. */
export function getRealtimeClient(): RealtimeClient {
  if (!client) {
    const created = new RealtimeClient({ url: () => socketUrl(i18n.language) });
    // Names in frames follow the socket's language, so a switch needs a new connection.
    i18n.subscribe(() => {
      if (created.url !== null && created.url !== socketUrl(i18n.language)) created.reconnect();
    });
    client = created;
  }
  return client;
}

/** Replaces the tab's client (tests drive a fake socket through it). */
export function setRealtimeClient(next: RealtimeClient | null): void {
  client?.close();
  client = next;
}

/**
 * Listens to a channel while the component is mounted and `channel` is not null. `onFrame` may
 * change between renders without resubscribing.
 */
export function useChannel(channel: string | null, onFrame: (frame: ChannelFrame) => void): void {
  useChannels(channel ? [channel] : [], onFrame);
}

/** Listens to a set of channels; only channels that join or leave the set are (un)subscribed. */
export function useChannels(channels: readonly string[], onFrame: (frame: ChannelFrame) => void): void {
  const handler = useRef(onFrame);
  handler.current = onFrame;
  const subscriptions = useRef(new Map<string, () => void>());
  const wanted = [...new Set(channels)].sort().join(' ');

  useEffect(() => {
    const current = subscriptions.current;
    const next = new Set(wanted ? wanted.split(' ') : []);
    for (const [channel, off] of current) {
      if (next.has(channel)) continue;
      off();
      current.delete(channel);
    }
    for (const channel of next) {
      if (!current.has(channel))
        current.set(
          channel,
          getRealtimeClient().subscribe(channel, (frame) => handler.current(frame)),
        );
    }
  }, [wanted]);

  useEffect(() => {
    const current = subscriptions.current;
    return () => {
      for (const off of current.values()) off();
      current.clear();
    };
  }, []);
}

/** Whether the socket is up; while it is down, screens poll at the spec's periods instead. */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (listener) => getRealtimeClient().onStatusChange(listener),
    () => getRealtimeClient().connected,
    () => false,
  );
}
