import type { User } from '../users/user';

/** The sandbox user whose reports get their JSON but whose PDF cannot be made (`unable_to_generate_insights_pdf`). */
export const SANDBOX_REPORT_PDF_FAILS = 'sandbox-insights-pdf-fails';

/** Whether a report of this user must fail at its PDF, so clients can rehearse that answer. */
export function sandboxReportPdfFails(user: Pick<User, 'externalId'>): boolean {
  return user.externalId === SANDBOX_REPORT_PDF_FAILS;
}
