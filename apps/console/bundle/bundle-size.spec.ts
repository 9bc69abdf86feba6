import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(__dirname, '../../../dist/apps/console');
/** Preact is ~5 kB of it and Chart.js (tree-shaken to bar charts) most of the rest. */
const LIMIT = 120 * 1024;
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('console bundle (run after console:build)', () => {
  it('has the page and its hashed assets, and no source maps', () => {
    expect(existsSync(join(DIST, 'index.html'))).toBe(true);
    expect(readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.map'))).toEqual([]);
  });

  it('keeps the console JS + CSS under 120 kB gzipped', () => {
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    const sizes = Object.fromEntries(assets.map((name) => [name, gzipped(join(DIST, 'assets', name))]));
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    process.stdout.write(`console bundle gzipped: ${JSON.stringify(sizes)} total ${total} B\n`);
    expect(assets.length).toBeGreaterThan(0);
    expect(total).toBeLessThan(LIMIT);
  });
});
