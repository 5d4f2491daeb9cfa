import { describe, expect, it } from 'vitest';
import { canonicalJson, GENESIS_HASH, recordHash } from './operator-audit.js';

const record = {
  operator_id: 7n,
  operator_role: 'admin',
  ip: '10.0.0.1',
  action: 'operator.updated',
  target: 'operator:9',
  before: { status: 'active', role: 'trader' },
  after: { role: 'risk', status: 'active' },
  reason: 'moves to risk',
  created_at: new Date('2026-11-30T10:00:00.123Z'),
  prev_hash: GENESIS_HASH,
};

describe('the audit record’s canonical form', () => {
  it('does not depend on the order of keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"x":0,"y":1}]},"b":1}',
    );
    expect(recordHash({ ...record, before: { role: 'trader', status: 'active' } })).toBe(recordHash(record));
  });

  it('changes the hash when any part of the record changes', () => {
    const hash = recordHash(record);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const changes = [
      { operator_id: 8n },
      { operator_role: 'viewer' },
      { ip: '10.0.0.2' },
      { action: 'operator.created' },
      { target: 'operator:10' },
      { before: { status: 'blocked', role: 'trader' } },
      { after: null },
      { reason: 'another reason' },
      { created_at: new Date('2026-11-30T10:00:00.124Z') },
      { prev_hash: 'f'.repeat(64) },
    ];
    for (const change of changes)
      expect(recordHash({ ...record, ...change }), JSON.stringify(Object.keys(change))).not.toBe(hash);
  });
});
