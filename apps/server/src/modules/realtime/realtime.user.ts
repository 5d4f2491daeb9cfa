import type { WalletList } from '@meridian/contract/wallet';
import { decodeJwt } from 'jose';
import type { SessionStore } from '../../platform/auth.js';
import type { TokenSigner } from '../../platform/tokens.js';
import type { WalletsService } from '../wallets/wallets.service.js';

/** Who a socket speaks for after an accepted `auth` frame, and until when. */
export interface UserAuth {
  userId: number;
  sessionId: string;
  /** When the access token expires (unix ms): the player's channel closes then unless a new `auth` came. */
  expiresAtMs: number;
}

/** What the hub needs for the player's own channel. */
export interface UserChannelBackend {
  /** The player and session of a valid access token whose session is live; null otherwise. */
  authenticate(token: string): Promise<UserAuth | null>;
  /** The channel's snapshot: the player's wallets, as `GET /user/balance` answers them. */
  wallets(userId: number): Promise<WalletList>;
}

const SIGN_IN_KINDS = new Set(['login', 'registration']);

/**
 * Checks an `auth` frame's token exactly as the HTTP guard does (platform/auth.ts): a valid access
 * token, its session live, a sign-in session (not recovery), and the second factor passed when the
 * player has 2FA on.
 */
export class RealtimeUserBackend implements UserChannelBackend {
  constructor(
    /** The guards' own store (sessionStoreOf): the same one-statement read of the session. */
    private readonly sessions: Pick<SessionStore, 'findLive'>,
    private readonly signer: TokenSigner,
    private readonly walletsService: WalletsService,
  ) {}

  async authenticate(token: string): Promise<UserAuth | null> {
    const claims = await this.signer.verifyAccess(token);
    if (!claims) return null;
    const row = await this.sessions.findLive(claims.sid);
    if (!row || String(row.user_id) !== claims.sub || !SIGN_IN_KINDS.has(row.kind)) return null;
    if (row.two_factor_enabled_at !== null && !row.two_factor_passed) return null;
    // The signature is checked above; this only reads the expiry it carries.
    const { exp } = decodeJwt(token);
    if (typeof exp !== 'number') return null;
    return { userId: Number(row.user_id), sessionId: row.id, expiresAtMs: exp * 1000 };
  }

  async wallets(userId: number): Promise<WalletList> {
    return { list: await this.walletsService.list(BigInt(userId)) };
  }
}
