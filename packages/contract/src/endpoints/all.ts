import type { Endpoint, EndpointKey } from '../endpoint.js';
import * as favorites from './favorites.js';
import * as ping from './ping.js';
import * as settings from './settings.js';

/** Every declared `/api/v1` call; each area's file exports endpoints only. */
const areas = { favorites, ping, settings };

type Area = (typeof areas)[keyof typeof areas];
type EndpointsOf<A> = A extends unknown ? A[keyof A] : never;
export type AnyEndpoint = EndpointsOf<Area>;
export type DeclaredKey = AnyEndpoint['key'];
export type EndpointOf<K extends DeclaredKey> = Extract<AnyEndpoint, { key: K }>;

export const endpoints: readonly Endpoint[] = Object.values(areas).flatMap((area) => Object.values(area));

/** The declared endpoints by key (`GET /settings`). */
export const endpointByKey: ReadonlyMap<EndpointKey, Endpoint> = new Map(endpoints.map((e) => [e.key, e]));
