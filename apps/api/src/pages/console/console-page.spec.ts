import express from 'express';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consoleDirBeside, consolePageRouter } from './console-page';
import { CONSOLE_PAGE_CSP } from './console-page.csp';

/** Closers of the servers a test opened: each test's are closed after it. */
const opened: Array<() => Promise<unknown>> = [];

async function serve(dir: string) {
  const app = express();
  app.use(consolePageRouter({ dir }));
  app.use((req, res) => res.status(404).json({ nest: req.path }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  opened.push(() => new Promise((done) => server.close(done)));
  return { get: (path: string) => fetch(base + path) };
}

function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-page-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Console</title>');
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  return dir;
}

describe('console page', () => {
  afterEach(() => Promise.all(opened.splice(0).map((close) => close())));

  it('answers every console path with index.html under its CSP, uncached', async () => {
    const server = await serve(build());
    for (const path of ['/console', '/console/', '/console/sign-in', '/console/accounts/a-1?status=error']) {
      const response = await server.get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toBe(CONSOLE_PAGE_CSP);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<title>Console</title>');
    }
  });

  it('shows a rebuild at once', async () => {
    const dir = build();
    const server = await serve(dir);
    await server.get('/console');
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Rebuilt</title>');
    expect(await (await server.get('/console')).text()).toContain('Rebuilt');
  });

  it('serves hashed assets as immutable and 404s missing ones', async () => {
    const server = await serve(build());
    const asset = await server.get('/console/assets/index-abc.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await server.get('/console/assets/missing.js')).status).toBe(404);
  });

  it("leaves /console/api to Nest's routes", async () => {
    const server = await serve(build());
    const response = await server.get('/console/api/session');
    expect(await response.json()).toEqual({ nest: '/console/api/session' });
    expect((await server.get('/consoles')).status).toBe(404);
  });

  it('says how to build it when it is not built', async () => {
    const server = await serve(join(tmpdir(), 'console-page-nothing-here'));
    const response = await server.get('/console/users');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('nx run console:build');
  });

  it('finds the build beside the widget', () => {
    expect(consoleDirBeside('/srv/dist/apps/connect')).toBe('/srv/dist/apps/console');
  });
});
