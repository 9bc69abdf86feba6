import { useEffect, useRef, useState } from 'preact/hooks';
import { unwrap } from '../api/console-client';
import type { Report, ReportLanguage, ReportPage } from '../api/console-schemas';
import { useSession } from '../app/session-context';
import type { DateRange } from '../earnings/date-range';
import { type Resource, useResource } from '../ui/use-resource';
import { latestReady } from './report-figures';
import { pollReport } from './report-polling';

export const REPORTS_PER_PAGE = 10;
const LIST_REFRESH_MS = 2000;

export interface UserReports {
  readonly list: Resource<ReportPage>;
  readonly page: number;
  readonly setPage: (page: number) => void;
  /** The latest ready report, read whole (the list's entries may leave the figures out). */
  readonly latest: Resource<Report | null>;
  /** The report being generated now (status `generating`), polled until it settles. */
  readonly generating: Report | null;
  /** The report generation just settled on (ready or failed), or null. */
  readonly settled: Report | null;
  readonly error: unknown;
  readonly generate: (language: ReportLanguage, reportWindow: DateRange) => Promise<void>;
}

/** A user's reports, the latest ready one's figures, and "generate": post, then poll until ready or failed. */
export function useUserReports(userId: string): UserReports {
  const { client } = useSession();
  const [page, setPage] = useState(1);
  const list = useResource(() => unwrap(client.v1.GET('/v1/users/{user_id}/reports', { params: { path: { user_id: userId }, query: { page, items_per_page: REPORTS_PER_PAGE } } })), `${userId}|${page}`);
  const [latestId, setLatestId] = useState<string | null>(null);
  useEffect(() => {
    // Only the first page holds the newest reports; other pages keep the latest found there.
    if (page === 1 && list.data) setLatestId(latestReady(list.data.reports)?.report_id ?? null);
  }, [page, list.data]);
  const latest = useResource(() => (latestId ? unwrap(client.v1.GET('/v1/reports/{report_id}', { params: { path: { report_id: latestId } } })) : Promise.resolve(null)), `${userId}|${latestId ?? ''}`);
  const [generating, setGenerating] = useState<Report | null>(null);
  const [settled, setSettled] = useState<Report | null>(null);
  const [error, setError] = useState<unknown>(null);
  const live = useRef(true);
  useEffect(() => () => void (live.current = false), []);
  // A report asked for elsewhere (the API, another tab) and still generating: read the list again until it settles.
  const othersGenerating = generating === null && (list.data?.reports.some((report) => report.status === 'generating') ?? false);
  useEffect(() => {
    if (!othersGenerating) return;
    const timer = setTimeout(list.reload, LIST_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [othersGenerating, list.data]);

  const generate = async (language: ReportLanguage, reportWindow: DateRange) => {
    setError(null);
    setSettled(null);
    try {
      const created = await unwrap(client.v1.POST('/v1/reports', { body: { user_id: userId, language, start_date: reportWindow.start, end_date: reportWindow.end } }));
      setGenerating(created);
      setPage(1);
      list.reload();
      const last = await pollReport(() => unwrap(client.v1.GET('/v1/reports/{report_id}', { params: { path: { report_id: created.report_id } } })), { live: () => live.current });
      if (!live.current) return;
      setGenerating(last?.status === 'generating' ? last : null);
      setSettled(last && last.status !== 'generating' ? last : null);
      list.reload();
    } catch (caught) {
      if (!live.current) return;
      setGenerating(null);
      setError(caught);
    }
  };
  return { list, page, setPage, latest, generating, settled, error, generate };
}
