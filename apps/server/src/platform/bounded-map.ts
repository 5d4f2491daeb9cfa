/**
 * A Map that holds at most `limit` entries: adding one more forgets the oldest first. For caches of
 * facts that never change (a wallet's owner, a checked token's claims), where forgetting costs a read.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (!this.has(key) && this.size >= this.limit) {
      const oldest = this.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    return super.set(key, value);
  }
}
