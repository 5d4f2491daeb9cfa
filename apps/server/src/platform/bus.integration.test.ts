import { randomBytes } from 'node:crypto';
import { connect, headers } from 'nats';
import { afterEach, describe, expect, it } from 'vitest';
import { NATS_TEST_URL, reachable } from '../../test/external-services.js';
import { silentLogger as silent } from '../../test/silent-logger.js';
import { type Bus, type BusInterruption, createBus, InProcessBus, NatsBus } from './bus.js';

const natsUp = await reachable(NATS_TEST_URL);
const buses: Bus[] = [];
afterEach(async () => {
  await Promise.all(buses.splice(0).map((b) => b.close()));
});

/** Collects what a subscription receives. */
function collect(bus: Bus, subject: string) {
  const received: unknown[] = [];
  const off = bus.subscribe(subject, (payload) => received.push(payload));
  return { received, off };
}

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('createBus', () => {
  it('answers the in-process bus without NATS_URL', async () => {
    const bus = await createBus({ natsUrl: undefined, databaseSchema: 'public' }, silent);
    buses.push(bus);
    expect(bus).toBeInstanceOf(InProcessBus);
  });
});

describe.runIf(natsUp)('NatsBus', () => {
  const prefix = () => `test_${randomBytes(6).toString('hex')}.`;

  async function pair() {
    const subjectPrefix = prefix();
    const a = await NatsBus.connect(NATS_TEST_URL, silent, { subjectPrefix });
    const b = await NatsBus.connect(NATS_TEST_URL, silent, { subjectPrefix });
    buses.push(a, b);
    return [a, b] as const;
  }

  it('delivers a message to every node, the publishing one included, in order', async () => {
    const [a, b] = await pair();
    const onA = collect(a, 'meridian.feed');
    const onB = collect(b, 'meridian.feed');
    const onB2 = collect(b, 'meridian.feed');
    await new Promise((r) => setTimeout(r, 50));
    a.publish('meridian.feed', [{ n: 1 }]);
    a.publish('meridian.feed', [{ n: 2 }]);
    await until(() => onA.received.length === 2 && onB.received.length === 2 && onB2.received.length === 2);
    expect(onB.received).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(onA.received).toEqual(onB.received);
  });

  it('stops delivering after unsubscribe', async () => {
    const [a, b] = await pair();
    const onB = collect(b, 'x');
    const kept = collect(b, 'x');
    await new Promise((r) => setTimeout(r, 50));
    onB.off();
    a.publish('x', 1);
    await until(() => kept.received.length === 1);
    expect(onB.received).toEqual([]);
  });

  it('keeps deployments with different prefixes apart', async () => {
    const a = await NatsBus.connect(NATS_TEST_URL, silent, { subjectPrefix: prefix() });
    const b = await NatsBus.connect(NATS_TEST_URL, silent, { subjectPrefix: prefix() });
    buses.push(a, b);
    const onB = collect(b, 'meridian.feed');
    const onA = collect(a, 'meridian.feed');
    await new Promise((r) => setTimeout(r, 50));
    a.publish('meridian.feed', 'only a');
    await until(() => onA.received.length === 1);
    await new Promise((r) => setTimeout(r, 100));
    expect(onB.received).toEqual([]);
  });

  it('splits an array above the server payload limit into ordered parts', async () => {
    const [a, b] = await pair();
    const onB = collect(b, 'big');
    await new Promise((r) => setTimeout(r, 50));
    const items = Array.from({ length: 3_000 }, (_, i) => ({ i, text: 'x'.repeat(500) }));
    a.publish('big', items);
    await until(() => onB.received.flat().length === items.length, 10_000);
    expect(onB.received.length).toBeGreaterThan(1);
    expect(onB.received.flat()).toEqual(items);
  });

  it('numbers what it publishes, and reports a publisher whose numbering skips', async () => {
    const subjectPrefix = prefix();
    const bus = await NatsBus.connect(NATS_TEST_URL, silent, { subjectPrefix });
    buses.push(bus);
    const interruptions: BusInterruption[] = [];
    bus.onInterruption((i) => interruptions.push(i));
    const onBus = collect(bus, 'meridian.feed');
    // Another node, seen at the wire: its messages 1 and 2 arrive, 3 is lost, 4 arrives.
    const other = await connect({ servers: NATS_TEST_URL });
    try {
      await new Promise((r) => setTimeout(r, 50));
      for (const seq of [1, 2, 4]) {
        const h = headers();
        h.set('Meridian-Publisher', 'node-x');
        h.set('Meridian-Seq', String(seq));
        other.publish(`${subjectPrefix}meridian.feed`, new TextEncoder().encode(JSON.stringify([seq])), { headers: h });
      }
      // Two connections are not ordered against each other: let the server route the other node's
      // messages before this node publishes its own.
      await other.flush();
      await until(() => onBus.received.length === 3);
      bus.publish('meridian.feed', ['own']);
      await until(() => onBus.received.length === 4);
    } finally {
      await other.close();
    }
    expect(onBus.received).toEqual([[1], [2], [4], ['own']]);
    expect(interruptions).toEqual([{ reason: 'gap', subject: 'meridian.feed' }]);
  });
});
