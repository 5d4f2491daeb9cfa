import { supportChannel } from '@meridian/contract/realtime';
import type { SupportMessage, SupportOwnConversation } from '@meridian/contract/support';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { getRealtimeClient } from '../../../shared/realtime/realtime';
import { useAuthStore } from '../../../shared/session/auth.store';
import { markSupportRead, sendSupportMessage } from '../api/support-calls';
import { type SupportIdentity, supportConversationQueryOptions } from '../api/support-conversation';
import { applyChatUpdate, isChatUpdate, lastUnreadAnswer, markAnswersRead, unreadBadge } from '../lib/chat-timeline';
import { useSupportChatStore } from '../store/support-chat.store';

type OwnUpdate = { conversation: SupportOwnConversation; message?: SupportMessage };

/** Who the chat speaks for: the signed-in player, else a visitor with a pass, else nobody yet. */
export function useSupportIdentity(): SupportIdentity | null {
  const isAuthorized = useAuthStore((state) => state.isAuthorized);
  const visitor = useSupportChatStore((state) => state.visitor);
  return useMemo(() => {
    if (isAuthorized) return { kind: 'player' };
    if (visitor) return { kind: 'visitor', visitorId: visitor.visitor_id, token: visitor.visitor_token };
    return null;
  }, [isAuthorized, visitor]);
}

/** The conversation of the identity, read once and kept current by live frames (see useSupportLive). */
export function useSupportConversation(identity: SupportIdentity | null) {
  const options = supportConversationQueryOptions(identity ?? { kind: 'player' });
  return useQuery({ ...options, enabled: identity !== null });
}

/** The count on the support button: answers the player has not read, none while the chat is open. */
export function useSupportUnread(): number {
  const identity = useSupportIdentity();
  const { data } = useSupportConversation(identity);
  const isOpen = useSupportChatStore((state) => state.isOpen);
  return isOpen ? 0 : unreadBadge(data);
}

/**
 * Follows the conversation live: a player's `support` events on their own channel, a visitor's
 * `support:{visitor_id}` channel. A snapshot after a reconnect reads the conversation afresh, since
 * what came meanwhile is not replayed.
 */
export function useSupportLive(identity: SupportIdentity | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!identity) return;
    const { queryKey } = supportConversationQueryOptions(identity);
    const apply = (update: OwnUpdate) => queryClient.setQueryData(queryKey, (state) => applyChatUpdate(state, update));
    let snapshots = 0;
    const onSnapshot = () => {
      snapshots += 1;
      if (snapshots > 1) void queryClient.invalidateQueries({ queryKey });
    };
    const client = getRealtimeClient();
    if (identity.kind === 'player') {
      return client.subscribeUser((frame) => {
        if (frame.type === 'snapshot') onSnapshot();
        else if (frame.data.kind === 'support') apply(frame.data);
      });
    }
    return client.subscribe(
      supportChannel(identity.visitorId),
      (frame) => {
        if (frame.type === 'snapshot') onSnapshot();
        else if (isChatUpdate<OwnUpdate>(frame.data)) apply(frame.data);
      },
      { visitor_token: identity.token },
    );
  }, [identity, queryClient]);
}

/** Sends a message, or sends a failed one again with its own `client_message_id` (so it is never doubled). */
export function useSendSupportMessage(identity: SupportIdentity | null) {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: string, clientMessageId?: string) => {
      if (!identity) return;
      const store = useSupportChatStore.getState();
      const { queryKey } = supportConversationQueryOptions(identity);
      const id = clientMessageId ?? crypto.randomUUID();
      if (clientMessageId) store.setPendingStatus(id, 'sending');
      else
        store.addPending({
          client_message_id: id,
          body,
          created_at: Date.now(),
          status: 'sending',
          known: (queryClient.getQueryData(queryKey)?.messages ?? []).map((message) => message.id),
        });
      try {
        const answer = await sendSupportMessage(identity, { body, client_message_id: id });
        queryClient.setQueryData(queryKey, (state) => applyChatUpdate(state, answer));
        store.removePending(id);
      } catch (error) {
        // A visitor's pass the server no longer takes: the bot check again gives a new one.
        if (identity.kind === 'visitor' && isApiError(error) && error.status === 401) store.setVisitor(null);
        else store.setPendingStatus(id, 'failed', isApiError(error) ? error.code : undefined);
      }
    },
    [identity, queryClient],
  );
}

/** While the chat is open and the page is in sight, the answers shown are marked read. */
export function useMarkRead(identity: SupportIdentity | null, open: boolean): void {
  const queryClient = useQueryClient();
  const { data } = useSupportConversation(identity);
  const upTo = data ? lastUnreadAnswer(data.messages) : null;
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!open || !identity || !upTo || marked.current === upTo) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === upTo) return;
      marked.current = upTo;
      const { queryKey } = supportConversationQueryOptions(identity);
      markSupportRead(identity, upTo).then(
        ({ conversation }) =>
          queryClient.setQueryData(queryKey, (state) =>
            state ? { conversation, messages: markAnswersRead(state.messages, upTo) } : state,
          ),
        () => {
          marked.current = null;
        },
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [open, identity, upTo, queryClient]);
}
