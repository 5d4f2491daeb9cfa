import { SUPPORT_STATUSES, type SupportConversation, type SupportStatus } from '@meridian/contract/support';
import {
  Alert,
  Badge,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItemButton,
  Paper,
  Stack,
  Tab,
  Tabs,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Title, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { callAdmin, operatorSession } from '../api/admin-client';
import { InboxSocket, type InboxStatus, inboxSocketUrl } from '../api/support-socket';
import {
  type AssigneeFilter,
  applyInboxUpdate,
  contactLabel,
  type InboxFilter,
  inboxQuery,
  mergeThreadMessage,
  unreadTotal,
} from './support-inbox';
import { SupportThread, type Thread, threadKey } from './support-thread';

const ASSIGNEES: readonly AssigneeFilter[] = ['mine', 'unassigned', 'all'];
const LIST_LIMIT = 100;
const listKey = (filter: InboxFilter) => ['support-conversations', filter.status, filter.assignee] as const;

type Update = { conversation: SupportConversation; message?: Thread['messages'][number] };

/** The filter and the open conversation, kept in the address so a reload or a shared link shows the same. */
function useInboxAddress() {
  const [params, setParams] = useSearchParams();
  const status = (SUPPORT_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as SupportStatus)
    : 'open';
  const assigneeParam = params.get('assignee') ?? '';
  const assignee: AssigneeFilter = (ASSIGNEES as readonly string[]).includes(assigneeParam)
    ? (assigneeParam as AssigneeFilter)
    : 'all';
  const set = (patch: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  return { filter: { status, assignee }, selected: params.get('id'), set };
}

/** The inbox's live feed: each update lands in the list being looked at and in the open thread. */
function useInboxLive(filter: InboxFilter, me: string | null): InboxStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<InboxStatus>('connecting');
  const current = useRef({ filter, me });
  current.current = { filter, me };
  useEffect(() => {
    const socket = new InboxSocket({
      url: inboxSocketUrl(),
      token: operatorSession.token,
      onStatus: setStatus,
      onLive: () => void queryClient.invalidateQueries({ queryKey: ['support-conversations'] }),
      onUpdate: (data) => {
        const update = data as Update;
        if (!update?.conversation?.id) return;
        const { filter: now, me: self } = current.current;
        queryClient.setQueryData(
          listKey(now),
          (answer: { list: SupportConversation[]; next_cursor: string | null } | undefined) =>
            answer ? { ...answer, list: applyInboxUpdate(answer.list, update.conversation, now, self) } : answer,
        );
        queryClient.setQueryData(threadKey(update.conversation.id), (thread: Thread | undefined) =>
          thread ? mergeIntoThread(thread, update) : thread,
        );
      },
    });
    socket.start();
    return () => socket.stop();
  }, [queryClient]);
  return status;
}

function mergeIntoThread(thread: Thread, update: Update): Thread {
  const messages = update.message ? mergeThreadMessage(thread.messages, update.message) : thread.messages;
  const conversation =
    thread.conversation.updated_at > update.conversation.updated_at ? thread.conversation : update.conversation;
  return { ...thread, conversation, messages };
}

function ConversationRow({
  conversation,
  selected,
  onOpen,
}: {
  conversation: SupportConversation;
  selected: boolean;
  onOpen: () => void;
}) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const unread = conversation.unread_by_operator;
  return (
    <ListItemButton
      selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={onOpen}
      sx={{ alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.25}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" noWrap sx={{ flex: 1, fontWeight: unread ? 700 : 500 }}>
            {contactLabel(conversation, translate)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {new Date(conversation.updated_at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })}
          </Typography>
        </Stack>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {conversation.last_message?.body ?? '—'}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }} noWrap>
            {conversation.assignee ?? translate('meridian.support.nobody')}
          </Typography>
          {unread > 0 && (
            <Chip
              size="small"
              color="primary"
              label={unread}
              aria-label={translate('meridian.support.unread', { smart_count: unread })}
            />
          )}
        </Stack>
      </Stack>
    </ListItemButton>
  );
}

/**
 * The support inbox: conversations by status and assignee, newest activity first, kept live over
 * the socket; the chosen one opens beside the list with the player's context.
 */
export function SupportInboxPage() {
  const translate = useTranslate();
  const { filter, selected, set } = useInboxAddress();
  const { identity } = useGetIdentity();
  const me = typeof identity?.fullName === 'string' ? identity.fullName : null;
  const live = useInboxLive(filter, me);
  const { data, error, isPending, refetch } = useQuery({
    queryKey: listKey(filter),
    queryFn: ({ signal }) =>
      callAdmin('GET /support/conversations', { query: { ...inboxQuery(filter), limit: LIST_LIMIT }, signal }),
  });
  const list = data?.list ?? [];
  const unread = unreadTotal(list);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('meridian.support.title')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {translate('meridian.support.title')}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={live === 'live' ? 'success' : live === 'down' ? 'warning' : 'default'}
          label={translate(`meridian.support.live.${live}`)}
          role="status"
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Tabs
          value={filter.status}
          onChange={(_, status: SupportStatus) => set({ status, id: null })}
          aria-label={translate('meridian.support.statusLabel')}
        >
          {SUPPORT_STATUSES.map((status) => (
            <Tab
              key={status}
              value={status}
              label={
                status === filter.status && unread > 0 ? (
                  <Badge color="primary" badgeContent={unread} sx={{ pr: 1.5 }}>
                    {translate(`meridian.support.statuses.${status}`)}
                  </Badge>
                ) : (
                  translate(`meridian.support.statuses.${status}`)
                )
              }
            />
          ))}
        </Tabs>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter.assignee}
          onChange={(_, assignee: AssigneeFilter | null) => assignee && set({ assignee, id: null })}
          aria-label={translate('meridian.support.assigneeLabel')}
        >
          {ASSIGNEES.map((assignee) => (
            <ToggleButton key={assignee} value={assignee}>
              {translate(`meridian.support.assignees.${assignee}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Paper
          variant="outlined"
          component="nav"
          aria-label={translate('meridian.support.listLabel')}
          sx={{ width: { xs: '100%', lg: 280 }, flexShrink: 0, maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' }}
        >
          {isPending && (
            <Box sx={{ p: 3, textAlign: 'center' }}>
              <CircularProgress size={28} aria-label={translate('meridian.support.loading')} />
            </Box>
          )}
          {error && (
            <Alert
              severity="error"
              sx={{ m: 1 }}
              action={
                <Button color="inherit" onClick={() => refetch()}>
                  {translate('ra.action.refresh')}
                </Button>
              }
            >
              {error.message}
            </Alert>
          )}
          {data && list.length === 0 && (
            <Typography sx={{ p: 3, color: 'text.secondary' }} role="status">
              {translate('meridian.support.empty')}
            </Typography>
          )}
          {list.length > 0 && (
            <List disablePadding>
              {list.map((conversation) => (
                <ConversationRow
                  key={conversation.id}
                  conversation={conversation}
                  selected={conversation.id === selected}
                  onOpen={() => set({ id: conversation.id })}
                />
              ))}
            </List>
          )}
          {data?.next_cursor && (
            <Typography variant="caption" sx={{ display: 'block', p: 1.5, color: 'text.secondary' }}>
              {translate('meridian.support.more', { count: LIST_LIMIT })}
            </Typography>
          )}
        </Paper>
        {selected ? (
          <SupportThread key={selected} id={selected} me={me} />
        ) : (
          <Paper variant="outlined" sx={{ flex: 1, p: 4, display: 'grid', placeItems: 'center', minHeight: 320 }}>
            <Typography sx={{ color: 'text.secondary' }}>{translate('meridian.support.choose')}</Typography>
          </Paper>
        )}
      </Stack>
    </Box>
  );
}
