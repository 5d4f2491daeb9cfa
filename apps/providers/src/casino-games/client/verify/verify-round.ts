import type { FairSeeds } from '../../../shared/games/provably-fair.js';
import { type RoundChoices, type VerifiedRound, verifyRound } from '../../engine/verify.js';
import { MissingDigest, prepareHmac, prepareSha256 } from './crypto-shim.js';
import { fairMessage } from './fair-bytes.js';

/**
 * Replays a round in the browser with the engine's own verifier: the digests it asks for are
 * computed with Web Crypto as they are found missing, then the round is played again (a round needs
 * a few blocks of 32 bytes; the replay is cheap).
 */
export async function verifyInBrowser(
  seeds: FairSeeds,
  serverSeedHash: string,
  choices: RoundChoices,
): Promise<VerifiedRound> {
  await prepareSha256(seeds.serverSeed);
  for (let cursor = 0; cursor < 4; cursor++) {
    await prepareHmac(seeds.serverSeed, fairMessage(seeds.clientSeed, seeds.nonce, cursor));
  }
  for (let attempt = 0; attempt < 1_000; attempt++) {
    try {
      return verifyRound(seeds, serverSeedHash, choices);
    } catch (error) {
      if (!(error instanceof MissingDigest)) throw error;
      if (error.kind === 'hmac') await prepareHmac(error.key, error.text);
      else await prepareSha256(error.text);
    }
  }
  throw new Error('the round needs more random bytes than the verifier computes');
}
