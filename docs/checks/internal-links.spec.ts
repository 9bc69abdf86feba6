import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DOCS, headingIds, isFile, markdownSources, proseOf, repositoryPath, ROOT } from './markdown-sources';

/** What the API serves under /docs beside the built site (apps/api/src/pages/docs/docs-site.ts). */
const SERVED_BESIDE_THE_SITE = ['/docs/api', '/docs/openapi.json'];
const SITE = join(ROOT, 'dist/docs');

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** `[text](target)` of a page's prose; `{target="_self"}` and titles dropped. */
const linksOf = (text: string): string[] => [...proseOf(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);

/** Why a link of `page` breaks, or null when it leads somewhere. */
function brokenLink(page: string, target: string): string | null {
  if (isExternal(target)) return null;
  const [path, anchor] = target.split('#') as [string, string | undefined];
  if (path.startsWith('/')) return SERVED_BESIDE_THE_SITE.includes(path) ? null : 'an absolute path the site does not serve';
  const file = path === '' ? page : resolve(dirname(page), decodeURI(path));
  if (!file.startsWith(`${ROOT}/`)) return 'outside the repository';
  if (!isFile(file)) return 'no such file';
  if (anchor && file.endsWith('.md') && !headingIds(readFileSync(file, 'utf8')).has(anchor)) return `no heading #${anchor}`;
  return null;
}

function htmlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** The built file a same-site path names (clean URLs: `/docs/guide/webhooks` is `guide/webhooks.html`), or null. */
function builtFile(pathname: string): string | null {
  const inSite = join(SITE, decodeURI(pathname.slice('/docs/'.length)));
  for (const candidate of [inSite, `${inSite}.html`, join(inSite, 'index.html')]) {
    if (isFile(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const idsOf = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

describe('internal links', () => {
  it.each(markdownSources().map((source) => [repositoryPath(source.path), source] as const))('%s links only to files of the repository and headings that exist', (_name, source) => {
    const broken = linksOf(source.text)
      .map((target) => [target, brokenLink(source.path, target)])
      .filter(([, why]) => why !== null);
    expect(broken).toEqual([]);
  });

  it('every link of the built site (pages, navigation, sidebar) leads to a built page and its heading, or to what the API serves beside it', () => {
    const pages = htmlFiles(SITE);
    expect(pages.map((page) => page.slice(SITE.length + 1))).toEqual(expect.arrayContaining(['index.html', 'guide/concepts.html', 'guide/webhooks.html']));
    const broken = pages.flatMap((page) => {
      const html = readFileSync(page, 'utf8');
      return [...html.matchAll(/<a\s[^>]*href="([^"]+)"/g)]
        .map((match) => match[1].replace(/&amp;/g, '&'))
        .filter((href) => !isExternal(href) && !href.startsWith('#'))
        .flatMap((href) => {
          const { pathname, hash } = new URL(href, `http://site${page.slice(SITE.length).replace(/^/, '/docs')}`);
          if (SERVED_BESIDE_THE_SITE.includes(pathname)) return [];
          const target = pathname.startsWith('/docs/') ? builtFile(pathname) : null;
          if (!target) return [`${page.slice(SITE.length + 1)} → ${href}: no such page`];
          if (hash && target.endsWith('.html') && !idsOf(readFileSync(target, 'utf8')).has(decodeURIComponent(hash.slice(1)))) {
            return [`${page.slice(SITE.length + 1)} → ${href}: no such heading`];
          }
          return [];
        });
    });
    expect(broken).toEqual([]);
  });

  it('the checks see every page of the site', () => {
    expect(markdownSources().filter((source) => source.path.startsWith(join(DOCS, 'guide'))).length).toBe(16);
  });
});
