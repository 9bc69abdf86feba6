import { dropTemplateAndCopies, TEMPLATE_DATABASE_VARIABLE, withinBudget } from './postgres-template';

/**
 * The drops wait for a checkpoint of the whole server; with two runs side by side on a loaded machine one checkpoint
 * synced 33,404 files in 65 s after a spread write of four minutes, which an immediate request only shortens.
 */
const TEARDOWN_BUDGET_MS = 300_000;

/** Jest global teardown: drops the run's template database and the copies the test files made of it. */
export default async function tearDownPostgresTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const template = process.env[TEMPLATE_DATABASE_VARIABLE];
  if (!url || !template) return;
  await withinBudget(dropTemplateAndCopies(url, template), TEARDOWN_BUDGET_MS, 'Dropping the test databases of the run');
  delete process.env[TEMPLATE_DATABASE_VARIABLE];
}
