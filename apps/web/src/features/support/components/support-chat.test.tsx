import type { SupportMessage, SupportOwnConversation } from '@meridian/contract/support';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRealtimeClient } from '../../../shared/realtime/realtime';
import { installFakeRealtime } from '../../../test/fake-realtime';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { lazyScreenWait, renderApp } from '../../../test/render-app';
import { buildSettings } from '../../../test/settings.factory';
import { buildUser, signInForTest } from '../../../test/signed-in';
import { useSupportChatStore } from '../store/support-chat.store';

const conversation = (patch: Partial<SupportOwnConversation> = {}): SupportOwnConversation => ({
  id: 'c1',
  status: 'open',
  created_at: 1_000,
  updated_at: 1_000,
  last_message: null,
  unread_by_contact: 0,
  ...patch,
});
const message = (patch: Partial<SupportMessage>): SupportMessage => ({
  id: 'm1',
  conversation_id: 'c1',
  author: 'contact',
  operator: null,
  body: 'Hello',
  created_at: Date.now(),
  read_by_contact: true,
  read_by_operator: false,
  ...patch,
});
const settings = buildSettings({
  services: {
    captcha: { provider: 'none' },
    recaptcha: { site_key: null },
    intercom: { app_id: null },
    support_chat: { enabled: true },
  },
});

async function openChat() {
  const footer = within(await screen.findByRole('contentinfo', {}, lazyScreenWait));
  fireEvent.click(footer.getByRole('button', { name: /^Support/ }));
  return within(await screen.findByRole('dialog', { name: 'Support' }, lazyScreenWait));
}

describe('the support chat', () => {
  beforeEach(() => {
    useSupportChatStore.setState({ isOpen: false, pending: [], visitor: null });
  });
  afterEach(() => setRealtimeClient(null));

  it('sends on Enter, shows the message at once, and retries a failed one with the same id', async () => {
    signInForTest();
    const sent: { body: string; client_message_id: string }[] = [];
    stubFetch({
      '/content/banners': { list: [] },
      '/user/profile': { user: buildUser({ id: 7 }) },
      '/user/balance': { list: [] },
      '/support/conversation': { conversation: null, messages: [] },
      '/support/messages': (_url, init) => {
        const body = JSON.parse(String(init.body));
        sent.push(body);
        if (sent.length === 1) return envelope(null, 503, 'ProviderUnavailable', 'down');
        return envelope({
          conversation: conversation(),
          message: message({ id: 'm1', body: body.body }),
        });
      },
    });
    renderApp('/promotions', { settings });
    const chat = await openChat();
    expect(await chat.findByText('How can we help?')).toBeTruthy();
    const box = chat.getByRole('textbox', { name: 'Your message' });
    expect((chat.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'Where is my payout?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await chat.findByText('Where is my payout?')).toBeTruthy();
    expect(await chat.findByText('Not sent.')).toBeTruthy();
    fireEvent.click(chat.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.client_message_id).toBe(sent[0]?.client_message_id);
    await waitFor(() => expect(chat.queryByText('Not sent.')).toBeNull());
    expect(chat.getAllByText('Where is my payout?')).toHaveLength(1);
  });

  it('shows an operator’s answer live with their name, counts it on the button while closed, and closes on Escape', async () => {
    signInForTest();
    const realtime = installFakeRealtime();
    const reads: string[] = [];
    stubFetch({
      '/content/banners': { list: [] },
      '/user/profile': { user: buildUser({ id: 7 }) },
      '/user/balance': { list: [] },
      '/support/conversation': { conversation: conversation(), messages: [message({ id: 'm1', body: 'Hi' })] },
      '/support/read': (_url, init) => {
        reads.push(JSON.parse(String(init.body)).up_to);
        return envelope({ conversation: conversation({ unread_by_contact: 0 }) });
      },
    });
    renderApp('/promotions', { settings });
    const footer = within(await screen.findByRole('contentinfo', {}, lazyScreenWait));
    const socket = realtime.open();
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'auth', token: 'a' }));
    act(() => socket.receive({ type: 'authenticated', user_id: 7 }));
    await waitFor(() => expect(realtime.subscribed()).toContain('user'));
    const answer = message({
      id: 'm2',
      author: 'operator',
      operator: 'Anna',
      body: 'Checking now',
      read_by_contact: false,
    });
    act(() =>
      socket.receive({
        type: 'update',
        channel: 'user',
        data: {
          kind: 'support',
          conversation: conversation({ unread_by_contact: 1, updated_at: 2_000 }),
          message: answer,
        },
      }),
    );
    expect(await footer.findByRole('button', { name: /^Support\s*1 unread$/ })).toBeTruthy();
    fireEvent.click(footer.getByRole('button', { name: /^Support/ }));
    const chat = within(await screen.findByRole('dialog', { name: 'Support' }, lazyScreenWait));
    expect(await chat.findByText('Checking now')).toBeTruthy();
    expect(chat.getByText('Anna')).toBeTruthy();
    await waitFor(() => expect(reads).toEqual(['m2']));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Support' })).toBeNull());
  });
});
