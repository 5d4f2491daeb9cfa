import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { betHistoryQuerySchema, betUpdateRequestSchema } from './bets.js';
import { amount, findNul, flag, flatAndClean, id, integer, MAX_INPUT_DEPTH, nestedTooDeep } from './request-input.js';

describe('flag', () => {
  it('reads true, false, 0, 1 and their text as booleans', () => {
    for (const yes of [true, 1, '1', 'true']) expect(flag().parse(yes), String(yes)).toBe(true);
    for (const no of [false, 0, '0', 'false']) expect(flag().parse(no), String(no)).toBe(false);
  });

  it('refuses anything else with one message', () => {
    for (const bad of [2, -1, '', 'yes', 'TRUE', ' 1', null, [], {}]) {
      const result = flag().safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
    }
    expect(flag().safeParse('yes').error?.issues[0]?.message).toBe('Must be true, false, 0 or 1.');
  });
});

describe('integer', () => {
  const limit = integer(z.number().int().min(1).max(100));

  it('reads a number or its decimal text and checks the bounds after reading', () => {
    expect(limit.parse(42)).toBe(42);
    expect(limit.parse('42')).toBe(42);
    expect(limit.safeParse('101').success).toBe(false);
    expect(limit.safeParse('0').success).toBe(false);
    expect(integer(z.number().int()).parse('-1')).toBe(-1);
  });

  it('refuses fractions, blanks, padding, hex, exponents and leading zeros', () => {
    for (const bad of ['1.5', 1.5, '', ' 1', '1 ', '0x10', '1e3', '+1', '01', '-0', 'NaN', 'Infinity', true, null]) {
      const result = limit.safeParse(bad);
      expect(result.success, JSON.stringify(bad)).toBe(false);
    }
    expect(limit.safeParse('1.5').error?.issues[0]?.message).toBe('Must be an integer.');
  });

  it('lets a nullable target take null, and its text still reads as a number', () => {
    const freeBet = integer(z.number().int().positive().nullable());
    expect(freeBet.parse(null)).toBeNull();
    expect(freeBet.parse('5')).toBe(5);
    expect(freeBet.safeParse('null').success).toBe(false);
  });

  it('never reads a big id as another number', () => {
    expect(id().parse('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
    expect(id().safeParse('9007199254740992').success).toBe(false);
    expect(id().safeParse('12345678901234567890').success).toBe(false);
    expect(id().safeParse(2 ** 53).success).toBe(false);
  });

  it('reads money in minor units exactly, as a number or text, never as a float', () => {
    expect(amount().parse('1050')).toBe(1050);
    expect(amount().safeParse('10.50').success).toBe(false);
    expect(amount().safeParse(10.5).success).toBe(false);
    expect(amount().safeParse('0').success).toBe(false);
  });
});

describe('request schemas', () => {
  it('accept flags as 0/1 and ids as text, and hand over the typed form', () => {
    const body = betUpdateRequestSchema.parse({
      events: [{ id: '7', is_live: 0, market_id: 8, outcome_id: '9', odds: '1850' }],
      account_id: '3',
    });
    expect(body).toEqual({
      events: [{ id: 7, is_live: false, market_id: 8, outcome_id: 9, odds: 1850 }],
      account_id: 3,
    });
  });

  it('read query numbers strictly: an empty or padded value is refused, not read as 0', () => {
    expect(betHistoryQuerySchema.parse({ limit: '20', last_id: '5' })).toMatchObject({ limit: 20, last_id: 5 });
    expect(betHistoryQuerySchema.safeParse({ limit: '' }).success).toBe(false);
    expect(betHistoryQuerySchema.safeParse({ last_id: ' 5' }).success).toBe(false);
  });

  it('document both accepted forms of a number in their JSON schema', () => {
    const schema = z.toJSONSchema(betUpdateRequestSchema, { io: 'input' }) as unknown as {
      properties: { account_id: unknown; events: { items: { properties: { is_live: unknown } } } };
    };
    expect(schema.properties.account_id).toEqual({
      anyOf: [
        { type: 'integer', exclusiveMinimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        expect.objectContaining({ type: 'string' }),
      ],
    });
    expect(schema.properties.events.items.properties.is_live).toEqual({
      anyOf: [{ type: 'boolean' }, { enum: [0, 1, '0', '1', 'true', 'false'] }],
    });
  });
});

/** `value` behind a proxy that counts every entry read from it and from what it holds. */
function counted<T extends object>(value: T, reads: { count: number }): T {
  return new Proxy(value, {
    get(target, key, receiver) {
      const item = Reflect.get(target, key, receiver);
      if (typeof key === 'symbol' || key === 'length') return item;
      reads.count++;
      return typeof item === 'object' && item !== null ? counted(item, reads) : item;
    },
  });
}

/** `levels` arrays inside one another around `leaf`. */
function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('findNul', () => {
  it('names the path of the first string holding a NUL, in document order, keys included', () => {
    expect(findNul({ a: 'ok', b: { c: ['x', 'y\u0000'] }, 'k\u0000': 1 })).toBe('b.c.1');
    expect(findNul({ a: 'ok', 'k\u0000': 1, b: { c: ['x', 'y\u0000'] } })).toBe('');
    expect(findNul({ fields: { 'e\u0000': 'v' } })).toBe('fields');
    expect(findNul('\u0000')).toBe('');
    expect(findNul({ a: 1, b: null, c: [true], d: {} })).toBeNull();
  });

  it('reads each entry once and stops at the first NUL', () => {
    const reads = { count: 0 };
    const many = counted(
      Array.from({ length: 110_000 }, () => '\u0000'),
      reads,
    );
    expect(findNul({ list: many })).toBe('list.0');
    expect(reads.count).toBe(1);

    reads.count = 0;
    const clean = counted({ a: [1, 'x', { b: ['y', 'z'] }], c: { d: { e: 'f' } } }, reads);
    expect(findNul(clean)).toBeNull();
    // a, a.0, a.1, a.2, a.2.b, a.2.b.0, a.2.b.1, c, c.d, c.d.e
    expect(reads.count).toBe(10);
  });

  it('walks data far deeper than the stack allows', () => {
    expect(findNul(nested(200_000, 'x'))).toBeNull();
    expect(findNul(nested(3, { k: 'a\u0000' }))).toBe('0.0.0.k');
  });
});

describe('nestedTooDeep', () => {
  it('counts objects and arrays inside one another, strings and numbers not', () => {
    expect(nestedTooDeep('x')).toBe(false);
    expect(nestedTooDeep({}, 1)).toBe(false);
    expect(nestedTooDeep({ a: [] }, 1)).toBe(true);
    expect(nestedTooDeep({ a: [1, 'x'], b: { c: null } }, 2)).toBe(false);
    expect(nestedTooDeep(nested(MAX_INPUT_DEPTH, 1))).toBe(false);
    expect(nestedTooDeep(nested(MAX_INPUT_DEPTH + 1, 1))).toBe(true);
  });

  it('stops on entering the first level past the limit', () => {
    const reads = { count: 0 };
    expect(nestedTooDeep(counted(nested(200_000, 1) as object, reads), MAX_INPUT_DEPTH)).toBe(true);
    expect(reads.count).toBe(MAX_INPUT_DEPTH);
  });
});

describe('flatAndClean', () => {
  it('passes scalars and one level of clean entries without walking', () => {
    for (const value of [
      null,
      undefined,
      0,
      true,
      'text',
      {},
      [],
      { limit: 50, markets: 'main', live: null },
      [1, 'a'],
    ]) {
      expect(flatAndClean(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('leaves anything nested or holding a NUL to the walks, which refuse what they must', () => {
    const cases: unknown[] = [
      'a\u0000b',
      { name: 'a\u0000b' },
      { ['a\u0000']: 1 },
      ['ok', 'a\u0000'],
      { filter: { sport: 1 } },
      [[1]],
    ];
    for (const value of cases) expect(flatAndClean(value), JSON.stringify(value)).toBe(false);
    // Whatever it passes, the walks pass too.
    for (const value of [{ a: 1, b: 'x' }, ['x', 2]]) {
      expect(findNul(value)).toBeNull();
      expect(nestedTooDeep(value)).toBe(false);
    }
  });
});
