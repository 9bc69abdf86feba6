import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = join(__dirname, '../../../dist/apps/connect');
const LIMIT = 60 * 1024;
const gzipped = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

describe('connect bundle (run after connect:build)', () => {
  it('has the page, its hashed assets and the fixed-name loader', () => {
    expect(existsSync(join(DIST, 'index.html'))).toBe(true);
    expect(existsSync(join(DIST, 'sdk.js'))).toBe(true);
    expect(readFileSync(join(DIST, 'sdk.js'), 'utf8')).not.toMatch(/^\s*(import|export)\s/m);
  });

  it('keeps the widget JS + CSS under 60 kB gzipped, and the loader tiny', () => {
    const assets = readdirSync(join(DIST, 'assets')).filter((name) => /\.(js|css)$/.test(name));
    const sizes = Object.fromEntries(assets.map((name) => [name, gzipped(join(DIST, 'assets', name))]));
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    const loader = gzipped(join(DIST, 'sdk.js'));
    process.stdout.write(`connect bundle gzipped: ${JSON.stringify(sizes)} total ${total} B; sdk.js ${loader} B\n`);
    expect(assets.length).toBeGreaterThan(0);
    expect(total).toBeLessThan(LIMIT);
    expect(loader).toBeLessThan(5 * 1024);
  });
});
