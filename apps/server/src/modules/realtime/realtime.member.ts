import type { LanguageCode } from '@meridian/contract/constants';
import { type ClientFrame, WS_CLOSE_TOO_SLOW } from '@meridian/contract/realtime';
import type { FrameAllowance } from './realtime.allowance.js';
import type { OutFrame } from './realtime.frame.js';
import type { UserAuth } from './realtime.user.js';

/** RFC 6455 1013: try again later, the code for a client that cannot keep up. */
export const CLOSE_TOO_SLOW = WS_CLOSE_TOO_SLOW;

/** What the hub needs of a socket. */
export interface HubSocket {
  /** Bytes written but not yet sent. */
  readonly bufferedAmount: number;
  send(frame: OutFrame): void;
  close(code?: number, reason?: string): void;
  /**
   * Closes a client that cannot keep up: the close frame is queued behind what it has not read,
   * and the connection is cut soon after whether or not it read it, so its buffers are freed.
   */
  drop(code: number, reason: string): void;
}

/** Who an `operator_auth` frame speaks for (the support inbox), and until when its token holds. */
export interface OperatorSocketAuth {
  operatorId: number;
  sessionId: string;
  /** When the operator's access token expires (unix ms). */
  expiresAtMs: number;
}

/** One connection: a language, its channels and when it last spoke, and who it speaks for. */
export class Member {
  readonly channels = new Set<string>();
  /** Set by the hub on connect, from its clock. */
  lastSeen = 0;
  closed = false;
  /** Set by an accepted `auth` frame; cleared when the token expires or the session ends. */
  auth: UserAuth | null = null;
  authTimer: NodeJS.Timeout | null = null;
  /** Set by an accepted `operator_auth` frame (the support inbox); cleared when the operator's session ends. */
  operator: OperatorSocketAuth | null = null;
  operatorTimer: NodeJS.Timeout | null = null;
  operatorExpiry: NodeJS.Timeout | null = null;
  /** Frames that came while an earlier one waits on the database; handled in arrival order. */
  backlog: ClientFrame[] | null = null;
  /** Player events that came while the `user` snapshot was being read; sent right after it. */
  userBuffer: OutFrame[] | null = null;
  constructor(
    readonly socket: HubSocket,
    readonly language: LanguageCode,
    /** What it may still send: frames per second, and the channels it left lately. */
    readonly allowance: FrameAllowance,
  ) {}
}
