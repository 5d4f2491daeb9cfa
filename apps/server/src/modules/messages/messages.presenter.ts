import type { OutboxMessage } from '@meridian/contract/dev';
import type { MessageRow } from './messages.repository.js';

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

export function presentMessage(row: MessageRow): OutboxMessage {
  return {
    id: Number(row.id),
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    created_at: unix(row.created_at),
    delivered_at: row.delivered_at ? unix(row.delivered_at) : null,
  };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The development inbox as a plain page, newest first. */
export function inboxPage(list: OutboxMessage[]): string {
  const rows = list
    .map(
      (m) =>
        `<tr><td>${new Date(m.created_at * 1000).toISOString().replace('T', ' ').slice(0, 19)}</td><td>${m.channel}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject ?? '')}</td><td>${escapeHtml(m.body)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Meridian dev inbox</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}</style>
</head><body><h1>Dev inbox</h1><p>Every e-mail and SMS the platform sent, newest first.</p>
<table><thead><tr><th>time (UTC)</th><th>channel</th><th>to</th><th>subject</th><th>body</th></tr></thead>
<tbody>
${rows || '<tr><td colspan="5">No messages yet.</td></tr>'}
</tbody></table></body></html>`;
}
