import { ANSWER_EXCERPT_BYTES, answerExcerpt } from './delivery-attempt';

describe('answerExcerpt', () => {
  it('keeps a short body whole', () => {
    expect(answerExcerpt(Buffer.from('{"ok":true}'), 11)).toEqual({ text: '{"ok":true}', truncated: false });
  });

  it('keeps the first 2 KB of a longer body and says it was cut', () => {
    const body = Buffer.from('x'.repeat(5000));
    expect(answerExcerpt(body, body.length)).toEqual({ text: 'x'.repeat(ANSWER_EXCERPT_BYTES), truncated: true });
  });

  it('leaves out a character cut in two at 2 KB instead of garbling it', () => {
    const body = Buffer.from('a' + 'é'.repeat(2000));
    const excerpt = answerExcerpt(body, body.length);
    expect(excerpt).toEqual({ text: 'a' + 'é'.repeat(1023), truncated: true });
    expect(Buffer.byteLength(excerpt.text)).toBe(2047);
  });

  it('replaces invalid bytes and NUL with U+FFFD', () => {
    expect(answerExcerpt(Uint8Array.from([0x68, 0xff, 0x00, 0x69]), 4)).toEqual({ text: 'h\uFFFD\uFFFDi', truncated: false });
  });
});
