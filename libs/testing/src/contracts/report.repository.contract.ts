import { randomUUID } from 'node:crypto';
import type { Report, ReportDayLimits, ReportVerification, User } from '@gig/domain';
import { aUser, MakePersistenceHarness, twoCompaniesWithUsers, useHarness } from './persistence-harness';
import { aReport, anOutcome, EVERY_BYTE, NO_REPORT_LIMITS, REPORT_T0, reportAt, sha256 } from './report.fixtures';

const DAY_MS = 86_400_000;
const PAGE = { page: 1, itemsPerPage: 50 };

export function describeReportRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`ReportRepository contract: ${name}`, () => {
    const harness = useHarness(make);
    const reports = () => harness().repositories.reports;

    const users = () => twoCompaniesWithUsers(harness().repositories);

    async function created(user: User, overrides: Parameters<typeof aReport>[1] = {}) {
      const report = aReport(user, overrides);
      expect(await reports().createWithin(report, NO_REPORT_LIMITS)).toBe('created');
      return report;
    }
    /** A report of the user as the use case makes it: with the user's own external id. */
    const ofUser = (user: User, overrides: Parameters<typeof aReport>[1] = {}) => aReport(user, { externalId: user.externalId, ...overrides });
    const createAll = (made: User[], limits: ReportDayLimits) => Promise.all(made.map((u) => reports().createWithin(ofUser(u), limits)));
    const tally = (outcomes: string[], outcome: string) => outcomes.filter((o) => o === outcome).length;

    const generating = (report: ReturnType<typeof aReport>): Report => ({
      ...report, status: 'generating', statusDetails: null, currency: null, currencyNote: null, data: null, dataSha256: null, pdfSha256: null, completedAt: null,
    });

    it('stores a report generating, finds it for its company only, and for its generation whoever asks', async () => {
      const { theirs, user } = await users();
      const report = await created(user);
      expect(await reports().find(user.companyId, report.id)).toEqual(generating(report));
      expect(await reports().findForGeneration(report.id)).toEqual(generating(report));
      expect(await reports().find(theirs.id, report.id)).toBeNull();
      expect(await reports().find(user.companyId, randomUUID())).toBeNull();
      expect(await reports().find(user.companyId, 'not-a-uuid')).toBeNull();
      expect(await reports().findForGeneration('not-a-uuid')).toBeNull();
      expect(await reports().findPdf(user.companyId, report.id)).toBeNull();
    });

    it('lists a user’s reports newest first (then by id), page by page with the total, and no one else’s', async () => {
      const { user, sibling, stranger } = await users();
      const [a, b] = [randomUUID(), randomUUID()].sort();
      const stored = [
        await created(user, { createdAt: reportAt(1_000) }),
        await created(user, { id: a, createdAt: reportAt(3_000) }),
        await created(user, { id: b, createdAt: reportAt(3_000) }),
        await created(user, { createdAt: reportAt(2_000) }),
        await created(user, { createdAt: reportAt(0) }),
      ];
      await created(sibling);
      await created(stranger);
      const ids = (items: Report[]) => items.map((r) => r.id);
      const order = [stored[2].id, stored[1].id, stored[3].id, stored[0].id, stored[4].id];
      const first = await reports().listForUser(user.companyId, user.id, { page: 1, itemsPerPage: 2 });
      expect(first).toEqual({ items: [generating(stored[2]), generating(stored[1])], total: 5 });
      expect(ids((await reports().listForUser(user.companyId, user.id, { page: 2, itemsPerPage: 2 })).items)).toEqual(order.slice(2, 4));
      expect(await reports().listForUser(user.companyId, user.id, { page: 3, itemsPerPage: 2 })).toMatchObject({ items: [{ id: order[4] }], total: 5 });
      expect(await reports().listForUser(user.companyId, user.id, { page: 4, itemsPerPage: 2 })).toEqual({ items: [], total: 5 });
      expect(await reports().listForUser(stranger.companyId, user.id, PAGE)).toEqual({ items: [], total: 0 });
      expect(await reports().listForUser(user.companyId, 'not-a-uuid', PAGE)).toEqual({ items: [], total: 0 });
    });

    it('counts a worker’s UTC day: 30 at once with room for 20 store exactly 20, revoked ones count, another day or worker does not', async () => {
      const { user, sibling } = await users();
      const limits = { perWorker: 21, perCompany: 1_000 };
      await created(user, { externalId: user.externalId, createdAt: reportAt(-10 * 3_600_000) });
      const revoked = await created(user, { externalId: user.externalId });
      expect(await reports().revoke(user.companyId, revoked.id, REPORT_T0)).toBe(true);
      await created(sibling, { externalId: null });
      const stored = await createAll(Array.from({ length: 30 }, () => user), limits);
      expect([tally(stored, 'created'), tally(stored, 'workerLimit')]).toEqual([20, 10]);
      expect((await reports().listForUser(user.companyId, user.id, PAGE)).total).toBe(21);
      expect(await reports().createWithin(ofUser(user), limits)).toBe('workerLimit');
      expect(await reports().createWithin(ofUser(user, { createdAt: reportAt(DAY_MS) }), limits)).toBe('created');
      const one = { perWorker: 2, perCompany: 1_000 };
      expect(await reports().createWithin(ofUser(sibling), one)).toBe('created');
      expect(await reports().createWithin(ofUser(sibling), one)).toBe('workerLimit');
    });

    it('counts a company’s UTC day over its workers, concurrent ones included, taking back the worker’s count of a refused one; another company is not counted', async () => {
      const { user, sibling, stranger } = await users();
      const stored = await createAll([...Array.from({ length: 10 }, () => user), ...Array.from({ length: 10 }, () => sibling)], { perWorker: 20, perCompany: 5 });
      expect([tally(stored, 'created'), tally(stored, 'companyLimit')]).toEqual([5, 15]);
      expect(await reports().createWithin(ofUser(stranger), { perWorker: 20, perCompany: 5 })).toBe('created');
      const usersOwn = tally(stored.slice(0, 10), 'created');
      const roomForOneMore = { perWorker: usersOwn + 1, perCompany: 1_000 };
      expect(await reports().createWithin(ofUser(user), roomForOneMore)).toBe('created');
      expect(await reports().createWithin(ofUser(user), roomForOneMore)).toBe('workerLimit');
    });

    it('keeps counting a worker by its external id after its user is deleted and created again', async () => {
      const { user } = await users();
      const limits = { perWorker: 2, perCompany: 1_000 };
      for (let i = 0; i < 2; i++) expect(await reports().createWithin(ofUser(user), limits)).toBe('created');
      const repos = harness().repositories;
      await reports().revokeForUser(user.companyId, user.id, REPORT_T0);
      expect(await repos.users.delete(user.companyId, user.id)).toBe(true);
      const again = aUser(user.companyId, { externalId: user.externalId });
      await repos.users.create(again);
      expect(await reports().createWithin(ofUser(again), limits)).toBe('workerLimit');
      const other = aUser(user.companyId, { externalId: 'worker-8' });
      await repos.users.create(other);
      expect(await reports().createWithin(ofUser(other), limits)).toBe('created');
    });

    it('refuses a report of an unknown user or of another company’s user', async () => {
      const { theirs, user } = await users();
      await expect(reports().createWithin(aReport({ id: randomUUID(), companyId: user.companyId }), NO_REPORT_LIMITS)).rejects.toThrow();
      await expect(reports().createWithin(aReport({ id: user.id, companyId: theirs.id }), NO_REPORT_LIMITS)).rejects.toThrow();
      expect(await reports().listForUser(user.companyId, user.id, PAGE)).toEqual({ items: [], total: 0 });
    });

    it('completes a report once: its JSON and PDF come back byte for byte, and a second or concurrent completion is refused', async () => {
      const { theirs, user } = await users();
      const report = await created(user);
      const outcome = anOutcome({ data: Uint8Array.from([...EVERY_BYTE, 0, 0, 255]), currencyNote: 'converted_from_multiple', currency: 'usd' });
      expect(await reports().complete(report.id, outcome)).toBe(true);
      const { pdf, ...stored } = outcome;
      expect(await reports().find(user.companyId, report.id)).toEqual({ ...generating(report), ...stored });
      expect(await reports().findPdf(user.companyId, report.id)).toEqual(pdf);
      expect(await reports().findPdf(theirs.id, report.id)).toBeNull();
      expect(await reports().complete(report.id, anOutcome())).toBe(false);
      expect(await reports().complete(randomUUID(), anOutcome())).toBe(false);
      expect(await reports().complete('not-a-uuid', anOutcome())).toBe(false);
      expect((await reports().find(user.companyId, report.id))?.dataSha256).toBe(outcome.dataSha256);

      const raced = await created(user);
      const outcomes = [anOutcome(), anOutcome()];
      const won = await Promise.all(outcomes.map((o) => reports().complete(raced.id, o)));
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = outcomes[won.indexOf(true)];
      expect(await reports().findPdf(user.companyId, raced.id)).toEqual(winner.pdf);
      expect(await reports().findForGeneration(raced.id)).toMatchObject({ status: 'ready', data: winner.data, pdfSha256: winner.pdfSha256 });
    });

    it('keeps a failed report’s JSON when its PDF could not be made', async () => {
      const { user } = await users();
      const report = await created(user);
      const outcome = anOutcome({ status: 'failed', statusDetails: 'unable_to_generate_insights_pdf', pdf: null });
      expect(outcome.pdfSha256).toBeNull();
      expect(await reports().complete(report.id, outcome)).toBe(true);
      expect(await reports().find(user.companyId, report.id)).toMatchObject({ status: 'failed', statusDetails: 'unable_to_generate_insights_pdf', data: outcome.data, pdfSha256: null });
      expect(await reports().findPdf(user.companyId, report.id)).toBeNull();
    });

    it('verifies a report by id and by its PDF’s hash: issuer, issue time, window, status, hashes, nothing personal', async () => {
      const { mine, user } = await users();
      const report = await created(user, { window: { start: '2024-02-29', end: '2026-02-28' } });
      const outcome = anOutcome();
      const expected: ReportVerification = {
        reportId: report.id, issuerCompanyName: mine.name, issuedAt: REPORT_T0, window: report.window, environment: 'sandbox', status: 'generating', validity: 'valid',
        dataSha256: null, pdfSha256: null,
      };
      expect(await reports().verify(report.id)).toEqual(expected);
      await reports().complete(report.id, outcome);
      const ready = { ...expected, status: 'ready', dataSha256: outcome.dataSha256, pdfSha256: outcome.pdfSha256 };
      expect(await reports().verify(report.id)).toEqual(ready);
      expect(await reports().verifyByPdfSha256(outcome.pdfSha256 as string)).toEqual(ready);
      expect(await reports().verifyByPdfSha256(outcome.dataSha256)).toBeNull();
      expect(await reports().verifyByPdfSha256(sha256(EVERY_BYTE))).toBeNull();
      expect(await reports().verifyByPdfSha256('not-a-hash')).toBeNull();
      expect(await reports().verify(randomUUID())).toBeNull();
      expect(await reports().verify('not-a-uuid')).toBeNull();
    });

    it('keeps the environment a report was asked in, for its reads and its verification (revoked too)', async () => {
      const { user } = await users();
      const live = await created(user, { environment: 'live' });
      const sandbox = await created(user, { environment: 'sandbox' });
      expect([(await reports().find(user.companyId, live.id))?.environment, (await reports().find(user.companyId, sandbox.id))?.environment]).toEqual(['live', 'sandbox']);
      const outcome = anOutcome();
      await reports().complete(sandbox.id, outcome);
      await reports().revoke(user.companyId, sandbox.id, reportAt(5_000));
      expect(await reports().verifyByPdfSha256(outcome.pdfSha256 as string)).toMatchObject({ environment: 'sandbox', validity: 'revoked' });
      expect(await reports().verify(live.id)).toMatchObject({ environment: 'live' });
    });

    it('revokes a company’s live report: gone from every read but verification, which says revoked and keeps the hashes', async () => {
      const { theirs, user } = await users();
      const report = await created(user);
      const outcome = anOutcome();
      await reports().complete(report.id, outcome);
      expect(await reports().revoke(theirs.id, report.id, reportAt(5_000))).toBe(false);
      expect(await reports().revoke(user.companyId, report.id, reportAt(5_000))).toBe(true);
      expect(await reports().revoke(user.companyId, report.id, reportAt(6_000))).toBe(false);
      expect(await reports().revoke(user.companyId, 'not-a-uuid', reportAt(6_000))).toBe(false);
      expect(await reports().find(user.companyId, report.id)).toBeNull();
      expect(await reports().findForGeneration(report.id)).toBeNull();
      expect(await reports().findPdf(user.companyId, report.id)).toBeNull();
      expect(await reports().listForUser(user.companyId, user.id, PAGE)).toEqual({ items: [], total: 0 });
      const tombstone = { reportId: report.id, status: 'ready', validity: 'revoked', dataSha256: outcome.dataSha256, pdfSha256: outcome.pdfSha256 };
      expect(await reports().verify(report.id)).toMatchObject(tombstone);
      expect(await reports().verifyByPdfSha256(outcome.pdfSha256 as string)).toMatchObject(tombstone);

      const pending = await created(user);
      expect(await reports().revoke(user.companyId, pending.id, reportAt(5_000))).toBe(true);
      expect(await reports().complete(pending.id, anOutcome())).toBe(false);
      expect(await reports().verify(pending.id)).toMatchObject({ status: 'generating', validity: 'revoked', dataSha256: null });
    });

    it('revokes every live report of a user, which may then be deleted; a user with live reports may not, and the tombstones outlive the user', async () => {
      const repos = harness().repositories;
      const { mine, theirs, user, sibling } = await users();
      const first = await created(user);
      await reports().complete(first.id, anOutcome());
      const second = await created(user);
      const kept = await created(sibling);
      await expect(repos.users.delete(user.companyId, user.id)).rejects.toThrow();
      expect(await reports().find(user.companyId, first.id)).not.toBeNull();
      expect(await reports().revokeForUser(theirs.id, user.id, reportAt(9_000))).toBe(0);
      expect(await reports().revokeForUser(user.companyId, user.id, reportAt(9_000))).toBe(2);
      expect(await reports().revokeForUser(user.companyId, user.id, reportAt(9_000))).toBe(0);
      expect(await repos.users.delete(user.companyId, user.id)).toBe(true);
      for (const id of [first.id, second.id]) expect(await reports().verify(id)).toMatchObject({ reportId: id, issuerCompanyName: mine.name, validity: 'revoked' });
      expect(await reports().find(sibling.companyId, kept.id)).toEqual(generating(kept));
    });
  });
}
