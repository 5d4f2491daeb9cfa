import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf } from '@meridian/contract/endpoints/admin-all';
import type { SupportConversation, SupportMessage } from '@meridian/contract/support';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Menu,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useCanAccess, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { callAdmin } from '../api/admin-client';
import {
  applyInboxUpdate,
  cannedForLanguage,
  contactLabel,
  insertCanned,
  lastUnreadFromContact,
  mergeThreadMessage,
} from './support-inbox';
import { SupportPlayerContext } from './support-player';

export type Thread = AnswerOf<AdminEndpointOf<'GET /support/conversations/{id}'>>;
export const threadKey = (id: string) => ['support-thread', id] as const;
const BODY_MAX = 2000;

/** A changed conversation put into the open thread and into every inbox list held. */
function useConversationChanged() {
  const queryClient = useQueryClient();
  return (conversation: SupportConversation, message?: SupportMessage) => {
    queryClient.setQueryData(threadKey(conversation.id), (thread: Thread | undefined) =>
      thread
        ? {
            ...thread,
            conversation,
            messages: message ? mergeThreadMessage(thread.messages, message) : thread.messages,
          }
        : thread,
    );
    for (const [key, answer] of queryClient.getQueriesData<{ list: SupportConversation[] }>({
      queryKey: ['support-conversations'],
    })) {
      const [, status, assignee] = key as [string, SupportConversation['status'], 'mine' | 'unassigned' | 'all'];
      if (!answer) continue;
      const me = assignee === 'mine' ? conversation.assignee : null;
      queryClient.setQueryData(key, {
        ...answer,
        list: applyInboxUpdate(answer.list, conversation, { status, assignee }, me),
      });
    }
  };
}

function MessageItem({ message, contact }: { message: SupportMessage; contact: string }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const fromContact = message.author === 'contact';
  const author = fromContact
    ? contact
    : message.author === 'bot'
      ? translate('meridian.support.bot')
      : (message.operator ?? translate('meridian.support.operator'));
  return (
    <Box component="li" sx={{ alignSelf: fromContact ? 'flex-start' : 'flex-end', maxWidth: '80%', listStyle: 'none' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {`${author} · ${new Date(message.created_at).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' })}`}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          px: 1.5,
          py: 1,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: fromContact ? 'background.paper' : 'action.selected',
        }}
      >
        {message.body}
      </Paper>
    </Box>
  );
}

/** The reply box: canned answers go in at the caret and stay editable; Ctrl+Enter sends. */
function ReplyBox({ thread }: { thread: Thread }) {
  const translate = useTranslate();
  const notify = useNotify();
  const changed = useConversationChanged();
  const [text, setText] = useState('');
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const canned = useQuery({
    queryKey: ['support-canned'],
    queryFn: ({ signal }) => callAdmin('GET /support/canned-answers', { signal }),
    staleTime: 60_000,
  });
  const reply = useMutation({
    mutationFn: (body: string) =>
      callAdmin('POST /support/conversations/{id}/replies', {
        params: { id: thread.conversation.id },
        body: { body, client_message_id: crypto.randomUUID() },
      }),
    onSuccess: ({ conversation, message }) => {
      changed(conversation, message);
      setText('');
      inputRef.current?.focus();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const body = text.trim();
  const tooLong = text.length > BODY_MAX;
  const send = () => {
    if (body && !tooLong && !reply.isPending) reply.mutate(body);
  };
  const answers = cannedForLanguage(canned.data?.list ?? [], thread.conversation.contact.language);

  const insert = (answer: string) => {
    const input = inputRef.current;
    const next = insertCanned(
      text,
      answer,
      input ? { start: input.selectionStart, end: input.selectionEnd } : undefined,
    );
    setText(next.text);
    setMenu(null);
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Stack
      spacing={1}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextField
        inputRef={inputRef}
        label={translate('meridian.support.reply')}
        multiline
        minRows={3}
        maxRows={10}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
        error={tooLong}
        helperText={
          tooLong
            ? translate('meridian.support.tooLong', { count: text.length - BODY_MAX })
            : translate('meridian.support.replyHelp', { count: BODY_MAX - text.length })
        }
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          aria-haspopup="menu"
          aria-expanded={menu ? 'true' : undefined}
          onClick={(event) => setMenu(event.currentTarget)}
          disabled={!canned.data}
        >
          {translate('meridian.support.canned')}
        </Button>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          {answers.length === 0 && <MenuItem disabled>{translate('meridian.support.noCanned')}</MenuItem>}
          {answers.map((answer) => (
            <MenuItem key={answer.id} onClick={() => insert(answer.body)}>
              <Stack sx={{ maxWidth: 420 }}>
                <Typography variant="body2">{`${answer.title} (${answer.language})`}</Typography>
                <Typography variant="caption" noWrap sx={{ color: 'text.secondary' }}>
                  {answer.body}
                </Typography>
              </Stack>
            </MenuItem>
          ))}
        </Menu>
        <Box sx={{ flex: 1 }} />
        <Button type="submit" variant="contained" disabled={!body || tooLong || reply.isPending}>
          {translate('meridian.support.send')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Assign to me, unassign and close, each answered by the provider's conversation as it now is. */
function ThreadActions({ conversation, me }: { conversation: SupportConversation; me: string | null }) {
  const translate = useTranslate();
  const notify = useNotify();
  const changed = useConversationChanged();
  const onError = (error: Error) => notify(error.message, { type: 'error' });
  const params = { id: conversation.id };
  const assign = useMutation({
    mutationFn: (assignee: string | null) =>
      callAdmin('POST /support/conversations/{id}/assign', { params, body: { assignee } }),
    onSuccess: (answer) => changed(answer.conversation),
    onError,
  });
  const close = useMutation({
    mutationFn: () => callAdmin('POST /support/conversations/{id}/close', { params }),
    onSuccess: (answer) => {
      changed(answer.conversation);
      notify('meridian.support.closedDone', { type: 'info' });
    },
    onError,
  });
  const busy = assign.isPending || close.isPending;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip size="small" label={translate(`meridian.support.state.${conversation.status}`)} />
      <Typography variant="body2" sx={{ color: 'text.secondary', flex: 1 }}>
        {conversation.assignee
          ? translate('meridian.support.assignedTo', { email: conversation.assignee })
          : translate('meridian.support.nobody')}
      </Typography>
      {me && conversation.assignee !== me && (
        <Button size="small" variant="outlined" disabled={busy} onClick={() => assign.mutate(me)}>
          {translate('meridian.support.assignMe')}
        </Button>
      )}
      {conversation.assignee && (
        <Button size="small" disabled={busy} onClick={() => assign.mutate(null)}>
          {translate('meridian.support.unassign')}
        </Button>
      )}
      {conversation.status !== 'closed' && (
        <Button size="small" color="warning" variant="outlined" disabled={busy} onClick={() => close.mutate()}>
          {translate('meridian.support.close')}
        </Button>
      )}
    </Stack>
  );
}

/** One conversation: its messages, the reply box and the actions, the player's context beside it. */
export function SupportThread({ id, me }: { id: string; me: string | null }) {
  const translate = useTranslate();
  const changed = useConversationChanged();
  const { canAccess: canSeePlayers } = useCanAccess({ resource: 'players', action: 'show' });
  const { data, error, isPending, refetch } = useQuery({
    queryKey: threadKey(id),
    queryFn: ({ signal }) => callAdmin('GET /support/conversations/{id}', { params: { id }, signal }),
  });
  const upTo = data ? lastUnreadFromContact(data.messages) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: marking is due once per newest unread message
  useEffect(() => {
    if (!upTo) return;
    callAdmin('POST /support/conversations/{id}/read', { params: { id }, body: { up_to: upTo } }).then(
      ({ conversation }) => changed(conversation),
      () => undefined,
    );
  }, [id, upTo]);
  const endRef = useRef<HTMLLIElement>(null);
  const count = data?.messages.length ?? 0;
  useEffect(() => {
    if (count) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  if (isPending)
    return (
      <Box sx={{ flex: 1, p: 4, textAlign: 'center' }}>
        <CircularProgress aria-label={translate('meridian.support.loadingThread')} />
      </Box>
    );
  if (error)
    return (
      <Alert
        severity="error"
        sx={{ flex: 1, alignSelf: 'flex-start' }}
        action={
          <Button color="inherit" onClick={() => refetch()}>
            {translate('ra.action.refresh')}
          </Button>
        }
      >
        {error.message}
      </Alert>
    );
  return (
    <>
      <Paper
        variant="outlined"
        component="section"
        aria-label={translate('meridian.support.threadLabel')}
        sx={{ flex: 1, minWidth: 0, p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <ThreadActions conversation={data.conversation} me={me} />
        <Box
          component="ol"
          role="log"
          aria-live="polite"
          aria-label={translate('meridian.support.messages')}
          sx={{
            m: 0,
            p: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            maxHeight: 'max(240px, calc(100vh - 470px))',
            overflowY: 'auto',
          }}
        >
          {data.messages.map((message) => (
            <MessageItem key={message.id} message={message} contact={contactLabel(data.conversation, translate)} />
          ))}
          <li ref={endRef} aria-hidden style={{ listStyle: 'none' }} />
        </Box>
        <ReplyBox thread={data} />
      </Paper>
      <SupportPlayerContext player={data.player} linkToPlayer={canSeePlayers === true} />
    </>
  );
}
