import { Browser, chromium } from 'playwright-core';

/**
 * Debian's Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium), headless: Playwright's own browser download
 * cannot work here. Cross-origin frames stay in their page's process: with this Chromium's origin-keyed
 * processes, playwright-core's actions inside the widget's iframe fail ("Object not disposable").
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic',
      '--disable-site-isolation-trials', '--disable-features=IsolateOrigins,site-per-process,OriginKeyedProcessesByDefault',
    ],
  });
}
