import { describe, expect, it } from 'vitest';
import { parseJson, parseJsonByScan, parseJsonWithSource, supportsJsonSource } from './parse-json';

const BIG =
  '{"a":9007199254740993,"b":-12345678901234567890,"c":9007199254740991,"d":1.5e300,"s":"12345678901234567890"}';
const EXPECTED = {
  a: 9007199254740993n,
  b: -12345678901234567890n,
  c: 9007199254740991,
  d: 1.5e300,
  s: '12345678901234567890',
};

describe('parseJson', () => {
  it('keeps integers beyond Number.MAX_SAFE_INTEGER exact as BigInt', () => {
    expect(parseJson(BIG)).toEqual(EXPECTED);
  });

  it('parses ordinary bodies exactly as JSON.parse', () => {
    const text = '{"list":[{"id":1,"balance":105000,"name":"USD","ok":true,"n":null,"f":-0.25}],"e":"a\\"b"}';
    expect(parseJson(text)).toEqual(JSON.parse(text));
  });

  it('leaves digits inside strings alone, escaped quotes included', () => {
    const text = '["x\\" 99999999999999999999 \\"", 99999999999999999999]';
    expect(parseJsonByScan(text)).toEqual(['x" 99999999999999999999 "', 99999999999999999999n]);
  });

  it('finds unsafe integers in nested arrays and at the top level', () => {
    expect(parseJsonByScan('[[18446744073709551615],{"x":[-9007199254740992]}]')).toEqual([
      [18446744073709551615n],
      { x: [-9007199254740992n] },
    ]);
    expect(parseJsonByScan('18446744073709551616')).toBe(18446744073709551616n);
  });

  it('still throws on malformed JSON', () => {
    expect(() => parseJson('{"a":12345678901234567890')).toThrow(SyntaxError);
  });

  it.skipIf(!supportsJsonSource())('uses the reviver source text where the engine offers it', () => {
    expect(parseJsonWithSource(BIG)).toEqual(EXPECTED);
  });
});
