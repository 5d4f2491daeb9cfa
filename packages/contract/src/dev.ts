import { z } from 'zod';

/** A message of the outbox as the development inbox lists it (`GET /dev/inbox.json`). */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.number().int(),
  delivered_at: z.number().int().nullable(),
});
export const inboxSchema = z.object({ list: z.array(outboxMessageSchema) });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
