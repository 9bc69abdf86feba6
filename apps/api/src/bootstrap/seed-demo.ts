import { calendarDateAt } from '@gig/domain';
import type { Composition } from '../composition/compose';
import { demoImportDocument } from './demo-data';

/** On the first start of an empty database: a demo company with data, and its keys on stdout. */
export async function seedDemoIfEmpty({ database, clock, useCases }: Composition, print: (text: string) => void): Promise<void> {
  if ((await database.repositories.companies.count()) > 0) return;
  const company = await useCases.createCompany.execute('Demo Company', 'sandbox');
  const imported = await useCases.importUsers.execute(
    company.companyId,
    demoImportDocument(calendarDateAt(clock.now(), 'America/Mexico_City')),
  );
  print(
    [
      '',
      'Empty database: created a demo company with two workers.',
      `  company_id:  ${company.companyId}`,
      `  private key: ${company.privateKey}   (X-Api-Key for your backend)`,
      `  public key:  ${company.publicKey}`,
      `  users:       ${imported.users.map((u) => `${u.externalId} = ${u.userId}`).join(', ')}`,
      'These keys are shown only now. Try:',
      `  curl -s localhost:$PORT/v1/users/earnings/aggregated -H 'X-Api-Key: ${company.privateKey}' \\`,
      `    -H 'Content-Type: application/json' -d '{"external_id":"demo-worker-1","start_date":"2020-01-01","end_date":"2030-12-31","options":{"details":true}}'`,
      '',
    ].join('\n'),
  );
}
