import type { playerListSchema, playerSchema } from '@meridian/contract/players';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { adminCall } from '../../../test/operators.js';

type App = FastifyInstance;

/** The players' list as the back office reads it, with `query` as the search string. */
export async function playerList(app: App, token: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const res = await adminCall(app, 'GET', `/players?${search}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as z.output<typeof playerListSchema>;
}

/** A player's page as the back office reads it. */
export async function playerPage(app: App, token: string, id: number) {
  const res = await adminCall(app, 'GET', `/players/${id}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payload as z.output<typeof playerSchema>;
}

/** Sets a player's stake factor as the operator; answers the response. */
export function stakeFactorCall(app: App, token: string, id: number, body: { factor: string; reason: string }) {
  return adminCall(app, 'PUT', `/players/${id}/stake-factor`, { token, body });
}
