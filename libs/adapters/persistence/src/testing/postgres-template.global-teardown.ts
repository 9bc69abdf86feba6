import { dropTemplateAndCopies, TEMPLATE_DATABASE_VARIABLE, withinBudget } from './postgres-template';

/** As `CLOSE_BUDGET_MS` of `@gig/testing`. */
const TEARDOWN_BUDGET_MS = 60_000;

/** Jest global teardown: drops the run's template database and the copies the test files made of it. */
export default async function tearDownPostgresTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  if (!url || !template) return;
  await withinBudget(dropTemplateAndCopies(url, template), TEARDOWN_BUDGET_MS, 'Dropping the test databases of the run');
  delete process.env[TEMPLATE_DATABASE_VARIABLE];
}
