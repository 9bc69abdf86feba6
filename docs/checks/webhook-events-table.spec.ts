import { WEBHOOK_ACTIONS } from '@gig/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS } from './markdown-sources';

const GUIDE = readFileSync(join(DOCS, 'guide/webhooks.md'), 'utf8');

describe('the Webhooks guide', () => {
  it('lists every action a subscription may ask for, and webhook.test, in its table', () => {
    const rows = [...GUIDE.matchAll(/^\| (`[a-z_.]+`(?: · `[a-z_.]+`)*) \|/gm)].flatMap(([, cell]) => [...cell.matchAll(/`([a-z_]+\.[a-z_]+)`/g)].map((match) => match[1]));
    expect([...rows].sort()).toEqual([...WEBHOOK_ACTIONS, 'webhook.test'].sort());
  });

  it('shows report_id in the body example, as every event carries it', () => {
    expect(GUIDE).toMatch(/"report_id": null/);
    expect(GUIDE).toMatch(/"webhook_action": "report.ready"[\s\S]*"report_id": "/);
  });
});
