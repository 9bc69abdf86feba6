import { readImportDocument } from '../admin/import-document.reader';
import type { Composition } from '../compose';
import { DEMO_CONNECTION, demoImportDocument, DEMO_WINDOW } from './demo-data';
import { seedDemoRates } from './seed-demo-rates';

/** The `curl` line that reads a demo worker's aggregated earnings over the demo window. */
export function demoCurl(privateKey: string, externalId: string): string {
  const body = JSON.stringify({ external_id: externalId, ...DEMO_WINDOW, options: { details: true } });
  return `  curl -s localhost:$PORT/v1/users/earnings/aggregated -H 'X-Api-Key: ${privateKey}' -H 'Content-Type: application/json' -d '${body}'`;
}

/** On the first start of an empty database: a demo company with data, the rates it needs, a widget, a console admin, and its keys and links on stdout. */
export async function seedDemoIfEmpty({ database, useCases, config }: Composition, print: (text: string) => void): Promise<void> {
  if ((await database.repositories.companies.count()) > 0) return;
  const company = await useCases.createCompany.execute('Demo Company', 'sandbox');
  const imported = await useCases.importUsers.execute(company.companyId, readImportDocument(demoImportDocument()));
  await seedDemoRates(database.usdRates);
  const origin = `http://localhost:${config.port}`;
  const owner = await useCases.authenticateApiKey.execute(company.privateKey);
  await useCases.createWidget.execute(owner, { name: DEMO_CONNECTION.widgetName, allowedOrigins: [origin], countries: ['mx'] });
  const admin = await useCases.addMember.execute(company.companyId, DEMO_CONNECTION.adminEmail, 'admin');
  print(
    [
      '',
      'Empty database: created a demo company with two workers.',
      `  company_id:  ${company.companyId}`,
      `  private key: ${company.privateKey}   (X-Api-Key for your backend)`,
      `  public key:  ${company.publicKey}`,
      `  users:       ${imported.users.map((u) => `${u.externalId} = ${u.userId}`).join(', ')}`,
      'These keys are shown only now. Try one worker paid in MXN, and one paid in MXN and COP (summed in USD):',
      demoCurl(company.privateKey, 'demo-worker-1'),
      demoCurl(company.privateKey, 'demo-worker-2'),
      `Connect a sandbox account as ${DEMO_CONNECTION.externalId} would, in the connect widget (any e-mail, code 123456):`,
      `  ${origin}/connect/demo`,
      '  (each visit gives the demo widget a fresh 30-minute connect token for that worker: the link works every time)',
      'Open the console as admin@demo.example: choose a password with this one-time link, then sign in:',
      `  ${origin}/console/set-password?token=${admin.setPasswordToken}`,
      '',
    ].join('\n'),
  );
}
