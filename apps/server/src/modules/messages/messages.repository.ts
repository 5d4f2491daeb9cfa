import type { Database } from '../../db/database.js';
import type { Channel } from '../../db/schema.js';

export interface NewMessage {
  channel: Channel;
  to: string;
  subject: string | null;
  body: string;
}

export async function insertMessage(db: Database, message: NewMessage): Promise<bigint> {
  const row = await db.insertInto('outbox').values(message).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export function latestMessages(db: Database, limit: number) {
  return db.selectFrom('outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
export type MessageRow = Awaited<ReturnType<typeof latestMessages>>[number];

export async function markDelivered(db: Database, id: bigint): Promise<void> {
  await db.updateTable('outbox').set({ delivered_at: new Date() }).where('id', '=', id).execute();
}
