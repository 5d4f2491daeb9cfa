import type { AnswerOf } from '@meridian/contract/endpoint';
import type { AdminEndpointOf, AdminKey } from '@meridian/contract/endpoints/admin-all';
import type { Permission } from '@meridian/contract/operators';
import type { AuthProvider } from 'react-admin';
import { AdminApiError, type AdminCall, callAdmin, operatorSession } from '../api/admin-client';

type Me = AnswerOf<AdminEndpointOf<'GET /me'>>;

/**
 * What each screen of a resource calls, so the menu and the buttons show only what the operator's role
 * may do. The permission itself is the one the call declares (packages/contract/src/endpoints/admin-*.ts).
 */
const CALLS: Record<string, Partial<Record<string, AdminKey>>> = {
  operators: {
    list: 'GET /operators',
    show: 'GET /operators',
    create: 'POST /operators',
    edit: 'PATCH /operators/{id}',
  },
  audit: { list: 'GET /audit', show: 'GET /audit' },
  events: {
    list: 'GET /events',
    show: 'GET /events/{id}',
    suspend: 'POST /events/{id}/suspend',
    resume: 'POST /events/{id}/resume',
    settle: 'POST /events/{id}/markets/{market_id}/settle',
    limits: 'PUT /events/{id}/limits',
  },
  players: {
    list: 'GET /players',
    show: 'GET /players/{id}',
    stakeFactor: 'PUT /players/{id}/stake-factor',
    adjust: 'POST /players/{id}/adjustments',
    block: 'POST /players/{id}/block',
    close: 'POST /players/{id}/close',
    note: 'POST /players/{id}/notes',
    interventions: 'GET /players/{id}/interventions',
    intervene: 'POST /players/{id}/interventions',
  },
  'rg-register': { list: 'GET /rg-register' },
  bonuses: { list: 'GET /bonuses/campaigns', edit: 'PUT /bonuses/campaigns/{id}', grant: 'POST /players/{id}/gifts' },
  adjustments: { list: 'GET /adjustments', decide: 'POST /adjustments/{id}/approve' },
  payments: { list: 'GET /payments', show: 'GET /payments/{id}', decide: 'POST /payments/{id}/approve' },
  bets: { list: 'GET /bets', show: 'GET /bets/{id}', void: 'POST /bets/{id}/void' },
  dashboard: { show: 'GET /dashboard' },
  reports: { list: 'GET /reports' },
  'identity-reviews': {
    list: 'GET /identity-reviews',
    decide: 'POST /identity-reviews/{applicant_id}/decision',
  },
  support: {
    list: 'GET /support/conversations',
    show: 'GET /support/conversations/{id}',
    reply: 'POST /support/conversations/{id}/replies',
  },
  'support-canned': { list: 'GET /support/canned-answers', edit: 'PUT /support/canned-answers/{id}' },
  'live-delays': { list: 'GET /sports/live-delays', edit: 'PUT /sports/{id}/live-delay' },
  'payout-limits': { list: 'GET /payout-limits', edit: 'PUT /payout-limits/{currency_id}' },
  'site-settings': {
    list: 'GET /site-settings',
    edit: 'PUT /site-settings/{key}',
    countries: 'GET /site-countries',
    editCountry: 'PUT /site-countries/{code}',
  },
  content: {
    list: 'GET /content/banners',
    edit: 'PUT /content/banners/{id}',
    publish: 'POST /content/banners/{id}/publish',
    pages: 'GET /content/pages',
  },
};

/** The permission each call needs, as the contract declares it (given by the app: the declarations carry schemas). */
export type PermissionOf = (key: AdminKey) => Permission | undefined;

/** react-admin's auth provider: the two-factor sign-in (LoginPage) ends in `login({ token })`. */
export function adminAuthProvider(permissionOf: PermissionOf, call: AdminCall = callAdmin): AuthProvider {
  let me: { token: string; answer: Promise<Me> } | null = null;
  const whoAmI = (): Promise<Me> => {
    const token = operatorSession.token();
    if (!token) return Promise.reject(new AdminApiError(401, 'Unauthorized', 'Sign in.'));
    if (me?.token !== token) {
      const answer = call('GET /me');
      me = { token, answer };
      answer.catch(() => {
        if (me?.answer === answer) me = null;
      });
    }
    return me.answer;
  };

  return {
    async login({ token }: { token: string }) {
      operatorSession.save(token);
      me = null;
    },
    async logout() {
      const token = operatorSession.token();
      operatorSession.clear();
      me = null;
      // The server ends the session too; a session already gone answers 401, which is the same end.
      if (token) await call('POST /auth/sign-out', { bearer: token }).catch(() => undefined);
    },
    async checkAuth() {
      // Not signed in: the sign-in page, without a notice.
      if (!operatorSession.token()) throw { message: false };
    },
    async checkError(error: unknown) {
      // 401: the session ended (30 idle minutes, signed out elsewhere, blocked): back to sign-in.
      // 403: the role lacks the permission; the operator stays signed in and sees the refusal.
      if (error instanceof AdminApiError && error.status === 401) {
        operatorSession.clear();
        me = null;
        throw { message: 'meridian.signIn.ended' };
      }
    },
    async getIdentity() {
      const answer = await whoAmI();
      return { id: answer.id, fullName: answer.email, role: answer.role };
    },
    async getPermissions() {
      return (await whoAmI()).permissions;
    },
    async canAccess({ resource, action }) {
      const key = CALLS[resource]?.[action];
      const permission = key && permissionOf(key);
      if (!permission) return false;
      return (await whoAmI()).permissions.includes(permission);
    },
  };
}
