import { sql } from '../refresh/refresh-cohort';

/** What the database holds after a burst: every report once, made once, announced once. */
export async function checkBurst(url: string, ids: readonly string[]) {
  const [row] = await sql<Record<string, string>>(
    url,
    `SELECT count(*) FILTER (WHERE status = 'ready') AS ready, count(*) FILTER (WHERE status = 'failed') AS failed, count(*) AS stored,
            count(DISTINCT pdf_sha256) AS distinct_pdfs,
            (SELECT count(*) FROM webhook_events WHERE report_id = ANY($1::uuid[])) AS events,
            (SELECT count(*) FROM (SELECT report_id FROM webhook_events WHERE report_id = ANY($1::uuid[]) GROUP BY report_id HAVING count(*) > 1) twice) AS announced_twice,
            (SELECT count(*) FROM jobs WHERE report_id = ANY($1::uuid[])) AS jobs_left
       FROM reports WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return {
    ready: Number(row.ready), failed: Number(row.failed), stored: Number(row.stored), distinctPdfs: Number(row.distinct_pdfs),
    events: Number(row.events), announcedTwice: Number(row.announced_twice), jobsLeft: Number(row.jobs_left),
  };
}
