import './workspace-aliases';
import { createTemplateDatabase, TEMPLATE_DATABASE_VARIABLE, withinBudget } from './postgres-template';

/** As `OPEN_BUDGET_MS` of `@gig/testing` (a global setup is loaded without the workspace's path aliases). */
const SETUP_BUDGET_MS = 120_000;

/**
 * Jest global setup (api, persistence): with `TEST_DATABASE_URL`, migrates one template database for the run, which the
 * test files copy; the workers, started after this, inherit its name through the environment.
 */
export default async function setUpPostgresTemplate(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  process.env[TEMPLATE_DATABASE_VARIABLE] = await withinBudget(createTemplateDatabase(url), SETUP_BUDGET_MS, 'Migrating the template test database');
}
