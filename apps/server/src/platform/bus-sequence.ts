/**
 * Numbers of one publisher's messages on one subject. NATS core delivers at most once: a message
 * lost on the way (a slow consumer cut off, a reconnect) leaves a hole that only the numbering shows.
 * Every bus instance is a publisher of its own (a random id per process start: a restarted node is a
 * new publisher, whose count starts again at 1).
 */
export class SequenceTracker {
  readonly #last = new Map<string, number>();

  /**
   * Records `seq` of `publisher`; answers true when messages before it were missed. The first
   * message heard from a publisher is the baseline: what it published earlier is in the database,
   * which a subscriber reads after subscribing.
   */
  observe(publisher: string, seq: number): boolean {
    const last = this.#last.get(publisher);
    this.#last.set(publisher, seq);
    return last !== undefined && seq !== last + 1;
  }

  /** Forgets every publisher: after a reload from the database, anything heard next is the baseline. */
  reset(): void {
    this.#last.clear();
  }
}
