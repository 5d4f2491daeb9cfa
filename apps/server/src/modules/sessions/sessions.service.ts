import { randomUUID } from 'node:crypto';
import type { TokenData } from '@meridian/contract/auth';
import type { Database } from '../../db/database.js';
import type { SessionKind } from '../../db/schema.js';
import { audit } from '../../platform/audit.js';
import type { SessionStore } from '../../platform/auth.js';
import type { Bus } from '../../platform/bus.js';
import type { ClientInfo, DeviceDescriber } from '../../platform/device.js';
import { notFound, unauthorized } from '../../platform/errors.js';
import { ACCESS_TTL_S, hashToken, opaqueToken, REFRESH_TTL_S, type TokenSigner } from '../../platform/tokens.js';
import { publishSessionsEnded } from '../../platform/user-events.js';
import { presentSessions } from './sessions.presenter.js';
import * as repo from './sessions.repository.js';

const REFRESH_FAILED = 'The session has ended. Please sign in again.';

/**
 * The sessions table as the auth guards read it (platform/auth.ts defines the port, app.ts passes
 * this in). Each method answers the repository's own promise: the check of every authenticated
 * call stays one statement with no hop of its own.
 */
export function sessionStoreOf(db: Database): SessionStore {
  return {
    findLive: (id) => repo.findLiveSession(db, id),
    touch: (id) => repo.touchSession(db, id),
    liveCondition: (id, userId, kinds) => repo.liveSessionCondition(id, userId, kinds),
  };
}

/** Sign-in sessions: opening one with its tokens, rotating refresh tokens, listing and ending them. */
export class SessionsService {
  constructor(
    private readonly db: Database,
    private readonly signer: TokenSigner,
    private readonly devices: DeviceDescriber,
    /** Ended sessions are announced to their sockets; none without a bus. */
    private readonly bus: Bus | null = null,
  ) {}

  /** Tells the sockets of sessions that just ended (after the commit that ended them). */
  announceEnded(userId: bigint, sessionIds: readonly string[]): void {
    if (this.bus && sessionIds.length > 0) publishSessionsEnded(this.bus, userId, sessionIds);
  }

  /**
   * Ends a player's live sessions but `exceptId` (inside the caller's transaction) and answers the
   * ids it ended; announce them with `announceEnded` after the commit.
   */
  endAllOf(db: Database, userId: bigint, reason: string, exceptId: string | null): Promise<string[]> {
    return repo.revokeUserSessions(db, userId, reason, exceptId);
  }

  /** Records that a session passed the second factor (inside the caller's transaction). */
  markTwoFactorPassed(db: Database, sessionId: string): Promise<void> {
    return repo.markTwoFactorPassed(db, sessionId);
  }

  /** Opens a session (inside the caller's transaction when given) and answers its first tokens. */
  async open(
    db: Database,
    userId: bigint,
    kind: SessionKind,
    twoFactorPassed: boolean,
    client: ClientInfo,
  ): Promise<{ sessionId: string; token: TokenData }> {
    const id = randomUUID();
    await repo.insertSession(db, {
      id,
      user_id: userId,
      kind,
      two_factor_passed: twoFactorPassed,
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 512),
      ...this.devices.describe(client),
    });
    const token = await this.issue(db, userId, id, twoFactorPassed);
    return { sessionId: id, token };
  }

  /** A fresh access token and a new refresh token for a session. */
  async issue(db: Database, userId: bigint, sessionId: string, twoFactorPassed: boolean): Promise<TokenData> {
    const refresh = opaqueToken();
    await repo.insertRefreshToken(db, refresh.hash, sessionId, new Date(Date.now() + REFRESH_TTL_S * 1000));
    const token = await this.signer.signAccess({ sub: String(userId), sid: sessionId, tfa: twoFactorPassed });
    return {
      token,
      refresh_token: refresh.token,
      token_ttl: ACCESS_TTL_S,
      refresh_ttl: REFRESH_TTL_S,
      two_factor_authed: twoFactorPassed,
    };
  }

  /**
   * Rotates a refresh token. A token used before means it was copied: the whole session is revoked,
   * so both the thief's and the player's tokens stop working.
   */
  async refresh(refreshToken: string, ip: string): Promise<TokenData> {
    const hash = hashToken(refreshToken);
    const row = await repo.findRefreshToken(this.db, hash);
    if (!row || row.revoked_at) throw unauthorized(REFRESH_FAILED);
    if (row.used_at || !(await repo.useRefreshToken(this.db, hash))) {
      await repo.revokeSession(this.db, row.session_id, 'refresh_reuse');
      await audit(this.db, 'refresh_reuse_detected', { userId: row.user_id, sessionId: row.session_id, ip });
      this.announceEnded(row.user_id, [row.session_id]);
      throw unauthorized(REFRESH_FAILED);
    }
    if (row.expires_at.getTime() < Date.now()) throw unauthorized(REFRESH_FAILED);
    return this.issue(this.db, row.user_id, row.session_id, row.two_factor_passed);
  }

  async logout(userId: bigint, sessionId: string, ip: string): Promise<void> {
    await repo.revokeSession(this.db, sessionId, 'logout');
    await audit(this.db, 'logout', { userId, sessionId, ip });
    this.announceEnded(userId, [sessionId]);
  }

  /** The player's live sessions as stored, for the back office's player page. */
  liveSessionRows(userId: bigint) {
    return repo.listLiveSessions(this.db, userId);
  }

  async list(userId: bigint, currentId: string) {
    const rows = await repo.listLiveSessions(this.db, userId);
    return presentSessions(rows, currentId);
  }

  /** Ends one of the player's own sessions; another player's id reads as unknown. */
  async revoke(userId: bigint, currentId: string, target: string, ip: string): Promise<void> {
    if (target === 'all') {
      const ended = await repo.revokeUserSessions(this.db, userId, 'terminated', currentId);
      await audit(this.db, 'session_revoked', { userId, sessionId: currentId, ip, details: { ended } });
      this.announceEnded(userId, ended);
      return;
    }
    if (!(await repo.revokeOwnSession(this.db, userId, target, 'terminated'))) throw notFound('Session not found');
    await audit(this.db, 'session_revoked', { userId, sessionId: currentId, ip, details: { ended: [target] } });
    this.announceEnded(userId, [target]);
  }
}
