import { jsonShapeProblem } from './json-shape';

const check = (text: string) => jsonShapeProblem(Buffer.from(text));

describe('jsonShapeProblem', () => {
  it('accepts ordinary bodies, brackets and colons inside strings included', () => {
    expect(check('{"external_id":"a:b{[c","options":{"details":true},"list":[1,[2]]}')).toBeNull();
    expect(check('{"password":"\\"quoted\\" \\\\ and \\u00e9 \\/"}')).toBeNull();
  });

  it('refuses nesting past the limit, counting objects and arrays alike', () => {
    expect(check('['.repeat(32) + ']'.repeat(32))).toBeNull();
    expect(check('['.repeat(33) + ']'.repeat(33))).toMatch(/deeper than 32/);
    expect(check('{"a":'.repeat(1300) + '1' + '}'.repeat(1300))).toMatch(/deeper than 32/);
  });

  it('refuses more keys than the limit', () => {
    const body = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${i}":1`).join(',')}}`;
    expect(check(body(1000))).toBeNull();
    expect(check(body(1001))).toMatch(/more than 1000 keys/);
  });

  it('refuses control characters in strings, escaped or raw DEL, but not an escaped backslash before u', () => {
    for (const escaped of ['\\u0000', '\\u001F', '\\u001f', '\\u0007', '\\u007F', '\\n', '\\t', '\\r', '\\b', '\\f']) expect([escaped, check(`{"external_id":"a${escaped}b"}`)]).toEqual([escaped, expect.stringMatching(/control characters/)]);
    expect(check('{"external_id":"a\u007fb"}')).toMatch(/control characters/);
    expect(check('{"external_id":"a\\\\u0000b"}')).toBeNull();
    expect(check('{"external_id":"\\u0020 \\u00a0"}')).toBeNull();
  });
});
