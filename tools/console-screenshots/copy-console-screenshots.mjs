// Copies the console's browser-test screenshots (tmp/e2e-screenshots/, written by apps/api/src/pages/console/*.browser.ts)
// to docs/console/ under the names the README links. Take them first:
//   npx nx run-many -t build -p connect console
//   node --experimental-vm-modules node_modules/jest/bin/jest.js -c apps/api/jest.browser.config.js -i apps/api/src/pages/console
// then `node tools/console-screenshots/copy-console-screenshots.mjs`, and look at each one before committing it.
import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const from = 'tmp/e2e-screenshots';
const to = 'docs/console';
/** docs/console name ← the test's screenshot name. */
const shots = {
  '1-sign-in': 'console-page-sign-in',
  '2-overview': 'console-overview',
  '3-users': 'console-page-users',
  '4-user-earnings': 'console-user',
  '5-accounts-banned-filter': 'console-accounts-banned',
  '6-account': 'console-account',
  '7-webhook-deliveries': 'console-webhook',
  '8-api-keys': 'console-api-keys',
  '9-widgets': 'console-page-widgets',
  '10-sandbox': 'console-page-sandbox',
  '11-user-income-report': 'console-user-income-report',
  '12-user-income-report-phone': 'console-user-income-report-phone',
  '13-menu-phone': 'console-menu-phone',
  '14-accounts-phone': 'console-page-accounts-phone',
  '15-webhook-delivery-expanded': 'console-delivery-expanded',
  '16-members': 'console-members',
  '17-members-phone': 'console-page-members-phone',
  '18-api-keys-phone': 'console-page-api-keys-phone',
  '19-user-demo-report': 'console-user-demo-report',
  '20-user-demo-phone': 'console-user-demo-phone',
  '21-search-nothing-found': 'console-search-nothing',
  '22-widgets-new': 'console-widgets-new',
};

const missing = Object.values(shots).filter((name) => !existsSync(join(from, `${name}.png`)));
if (missing.length > 0) {
  console.error(`Not taken yet (run the console browser tests first): ${missing.join(', ')}`);
  process.exit(1);
}
for (const [doc, shot] of Object.entries(shots)) copyFileSync(join(from, `${shot}.png`), join(to, `${doc}.png`));
console.log(`${Object.keys(shots).length} screenshots copied to ${to}/`);
