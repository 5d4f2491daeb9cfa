import { z } from 'zod';

export const pingSchema = z.object({ pong: z.literal(true), unix_timestamp: z.number().int() });
export type Ping = z.infer<typeof pingSchema>;
