import type { captchaChallengeSchema } from '@meridian/contract/auth';
import type { Settings } from '@meridian/contract/settings';
import type { z } from 'zod';
import { callApi } from '../../../shared/api/call-api';

type CaptchaChallenge = z.infer<typeof captchaChallengeSchema>;
type Solution = { number: number; took: number } | null;

function solveInWorker(challenge: CaptchaChallenge): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<Solution>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error('The bot check could not run'));
    };
    worker.postMessage({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      salt: challenge.salt,
      max: challenge.maxnumber,
    });
  });
}

/**
 * The `captcha` value for sign-in, sign-up and recovery: the solved ALTCHA payload, or nothing when the
 * bot check is off. A reCAPTCHA token is not produced here: that provider needs its widget.
 */
export async function solveCaptcha(provider: Settings['services']['captcha']['provider']): Promise<string | undefined> {
  if (provider !== 'altcha') return undefined;
  const challenge = await callApi('GET /auth/captcha', { anonymous: true });
  const solution = await solveInWorker(challenge);
  if (!solution) throw new Error('The bot check could not be solved');
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution.number,
      salt: challenge.salt,
      signature: challenge.signature,
      took: solution.took,
    }),
  );
}
