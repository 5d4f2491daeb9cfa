/**
 * Waits until every journey server and the live studio answer, prints `journey servers ready` (what
 * the Playwright config waits for) and then stays up until Playwright stops it.
 *
 * Playwright starts its web servers one after the other, each only once the one before answers:
 * six boots of about ten seconds of one core each, in a row, left the second core idle. The servers
 * are therefore declared without a URL, so Playwright launches them all at once, and this last
 * entry holds the run back until all of them are up.
 *
 * AWAIT_URLS: the addresses to ask, separated by spaces. AWAIT_TIMEOUT_MS: how long to wait before
 * giving up with the list of those that never answered.
 */
const urls = (process.env.AWAIT_URLS ?? '').split(/\s+/).filter(Boolean);
const timeout = Number(process.env.AWAIT_TIMEOUT_MS ?? 170_000);
if (urls.length === 0) {
  console.error('await-servers.mjs: AWAIT_URLS must name at least one address');
  process.exit(2);
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

// The servers were launched a moment ago and none boots that fast: an answer now comes from something
// else on the port (a run that did not end), which the journeys must not be pointed at.
const early = (await Promise.all(urls.map(answers))).flatMap((up, index) => (up ? [urls[index]] : []));
if (early.length > 0) {
  console.error(
    `await-servers.mjs: ${early.join(', ')} already answered before its server started; stop what runs there`,
  );
  process.exit(1);
}

const started = Date.now();
let waiting = urls;
while (waiting.length > 0) {
  const results = await Promise.all(waiting.map(answers));
  waiting = waiting.filter((_, index) => !results[index]);
  if (waiting.length === 0) break;
  if (Date.now() - started > timeout) {
    console.error(`await-servers.mjs: no answer after ${timeout / 1000} s from ${waiting.join(', ')}`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(`journey servers ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

// Playwright stops its web servers with SIGTERM; until then this process only keeps the entry alive.
process.on('SIGTERM', () => process.exit(0));
setInterval(() => {}, 1 << 30);
