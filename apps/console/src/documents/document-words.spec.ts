import { documentFilePath, signalSentence, SIGNAL_WORDS } from './document-words';

describe('document words', () => {
  it('says each of the thirteen signals in words, with its page and what was expected and found', () => {
    expect(Object.keys(SIGNAL_WORDS)).toHaveLength(13);
    for (const words of Object.values(SIGNAL_WORDS)) expect(words).not.toMatch(/_/);
    expect(signalSentence({ code: 'stale', field: 'issuedOn', page: 1, expected: 'issued on or after 2026-10-21', found: '2026-09-01', weight: 10 }))
      .toBe('Issued more than 30 days before the upload (page 1): expected issued on or after 2026-10-21, found 2026-09-01.');
    expect(signalSentence({ code: 'edited_after_issue', field: 'file', page: null, expected: '1 revision', found: '2 revisions', weight: 60 }))
      .toBe('The file was edited after IMSS issued it: expected 1 revision, found 2 revisions.');
  });

  it('links the file through the console’s mount of the public API', () => {
    expect(documentFilePath('a/b')).toBe('/console/v1/documents/a%2Fb/file');
  });
});
