import { solveChallenge } from 'altcha-lib/v1';

interface WorkMessage {
  algorithm: string;
  challenge: string;
  salt: string;
  max?: number;
}

// The proof of work runs here so a slow device keeps a responsive form.
self.onmessage = async (event: MessageEvent<WorkMessage>) => {
  const { algorithm, challenge, salt, max } = event.data;
  try {
    const solution = await solveChallenge(challenge, salt, algorithm, max).promise;
    self.postMessage(solution ? { number: solution.number, took: solution.took } : null);
  } catch {
    self.postMessage(null);
  }
};
