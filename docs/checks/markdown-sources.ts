import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const ROOT = join(__dirname, '../..');
export const DOCS = join(ROOT, 'docs');

/** A Markdown file the reader meets: the README and every page under docs/ (the site's sources and the pages beside them). */
export interface MarkdownSource {
  readonly path: string;
  readonly text: string;
}

function markdownUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

export function markdownSources(): MarkdownSource[] {
  return [join(ROOT, 'README.md'), ...markdownUnder(DOCS)].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
}

export const repositoryPath = (path: string): string => relative(ROOT, path);

/** The fenced code blocks of a page (their text only). */
export const codeBlocks = (text: string): string[] => [...text.matchAll(/^(`{3,})[^\n]*\n([\s\S]*?)^\1\s*$/gm)].map((match) => match[2]);

/** The text outside fenced code blocks and inline code, where links are links. */
export const proseOf = (text: string): string => text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').replace(/`[^`\n]*`/g, (code) => (code.includes('](') ? code : ''));

/** VitePress's heading ids (@mdit-vue's slugify) of a page's headings, as rendered (code marks and link targets dropped). */
export function headingIds(text: string): Set<string> {
  const headings = [...text.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '').matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]);
  return new Set(headings.map((heading) => slugify(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, ''))));
}

// eslint-disable-next-line no-control-regex -- @mdit-vue's slugify drops control characters, so must we
const CONTROL_CHARACTERS = /[\u0000-\u001f]/g;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .replace(CONTROL_CHARACTERS, '')
    .replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^(\d)/, '_$1')
    .toLowerCase();
}

export const isFile = (path: string): boolean => existsSync(path);
