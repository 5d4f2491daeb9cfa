/** A selection in the slip (spec 001 §3); `key` is `${matchId}_${id}`. */
export interface BetSlipItem {
  key: string;
  matchId: number;
  matchName: string;
  sportId: number;
  tournamentId: number;
  tournamentName: string;
  image: string;
  marketId: number;
  marketName: string;
  id: number;
  name: string;
  partId: number | null;
  partName: string;
  odds: number;
  isLive: boolean;
  isBlocked: boolean;
  isDeleted: boolean;
  /** The match has ended or was cancelled: closed for good. Absent: false. */
  isEnded?: boolean;
  /** New odds waiting for the player's Accept (001 §4); null or absent when nothing waits. */
  updatedSlip?: number | null;
}
