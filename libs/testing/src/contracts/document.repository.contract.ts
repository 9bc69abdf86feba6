import { randomUUID } from 'node:crypto';
import type { UploadedDocument } from '@gig/domain';
import { anAccount, MakePersistenceHarness, twoCompaniesWithUsers, useHarness } from './persistence-harness';
import { aDocument, anUnreadableDocument, documentAt } from './document.fixtures';
import { EVERY_BYTE } from './report.fixtures';

const PAGE = { page: 1, itemsPerPage: 50 };

export function describeDocumentRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`DocumentRepository contract: ${name}`, () => {
    const harness = useHarness(make);
    const documents = () => harness().repositories.documents;

    const users = () => twoCompaniesWithUsers(harness().repositories);

    async function stored(document: UploadedDocument, file: Uint8Array = Uint8Array.from([1, 2, 3])) {
      await documents().create(document, file);
      return document;
    }

    it('gives a processed document back exactly (every extracted value and signal), for its company only, and its sealed file byte for byte', async () => {
      const { theirs, user } = await users();
      const account = anAccount(user, { platform: 'imss' });
      await harness().repositories.accounts.create(account);
      const document = await stored(aDocument(user, { accountId: account.id }), EVERY_BYTE);
      expect(document.risk?.signals.map((signal) => signal.code)).toEqual(['stale']);
      expect(await documents().find(user.companyId, document.id)).toEqual(document);
      expect(await documents().findSealedFile(user.companyId, document.id)).toEqual(EVERY_BYTE);
      expect(await documents().find(theirs.id, document.id)).toBeNull();
      expect(await documents().findSealedFile(theirs.id, document.id)).toBeNull();
      expect(await documents().find(user.companyId, randomUUID())).toBeNull();
      expect(await documents().find(user.companyId, 'not-a-uuid')).toBeNull();
      expect(await documents().findSealedFile(user.companyId, 'not-a-uuid')).toBeNull();
    });

    it('gives an unreadable document back with its reason and nothing extracted', async () => {
      const { user } = await users();
      const document = await stored(anUnreadableDocument(user, { filePurgedAt: documentAt(5_000) }));
      expect(await documents().find(user.companyId, document.id)).toEqual(document);
    });

    it('refuses a document of a user who is not one of its company', async () => {
      const { mine, stranger } = await users();
      await expect(documents().create(aDocument({ ...stranger, companyId: mine.id }), Uint8Array.from([1]))).rejects.toThrow();
    });

    it('lists a user’s documents newest first (then by id), page by page with the total, and no one else’s', async () => {
      const { user, sibling, stranger } = await users();
      const [a, b] = [randomUUID(), randomUUID()].sort();
      const list = [
        await stored(aDocument(user, { uploadedAt: documentAt(1_000) })),
        await stored(aDocument(user, { id: a, uploadedAt: documentAt(3_000) })),
        await stored(anUnreadableDocument(user, { id: b, uploadedAt: documentAt(3_000) })),
        await stored(aDocument(user, { uploadedAt: documentAt(0) })),
      ];
      await stored(aDocument(sibling));
      await stored(aDocument(stranger));
      expect(await documents().listForUser(user.companyId, user.id, { page: 1, itemsPerPage: 2 })).toEqual({ items: [list[2], list[1]], total: 4 });
      expect(await documents().listForUser(user.companyId, user.id, { page: 2, itemsPerPage: 2 })).toEqual({ items: [list[0], list[3]], total: 4 });
      expect(await documents().listForUser(user.companyId, user.id, { page: 3, itemsPerPage: 2 })).toEqual({ items: [], total: 4 });
      expect(await documents().listForUser(stranger.companyId, user.id, PAGE)).toEqual({ items: [], total: 0 });
      expect(await documents().listForUser(user.companyId, 'not-a-uuid', PAGE)).toEqual({ items: [], total: 0 });
    });

    it('knows a file uploaded for another user of the same company, not the same user’s nor another company’s', async () => {
      const { user, sibling, stranger } = await users();
      const mine = await stored(aDocument(user));
      await stored(aDocument(stranger, { sha256: 'f'.repeat(64) }));
      expect(await documents().uploadedForAnotherUser(user.companyId, user.id, mine.sha256)).toBe(false);
      expect(await documents().uploadedForAnotherUser(user.companyId, sibling.id, mine.sha256)).toBe(true);
      expect(await documents().uploadedForAnotherUser(user.companyId, sibling.id, 'f'.repeat(64))).toBe(false);
    });

    it('counts the company’s high-risk documents uploaded since a time, not lower risks, older ones, unreadable ones nor another company’s', async () => {
      const { user, stranger } = await users();
      const high = (at: number, owner = user) => {
        const base = aDocument(owner, { uploadedAt: documentAt(at) });
        return { ...base, risk: { score: 70, level: 'high' as const, signals: base.risk?.signals ?? [] } };
      };
      await stored(high(0));
      await stored(high(1_000));
      await stored(high(-1));
      await stored(high(5_000, stranger));
      await stored(aDocument(user, { uploadedAt: documentAt(2_000) }));
      await stored(anUnreadableDocument(user, { uploadedAt: documentAt(3_000) }));
      expect(await documents().countHighRiskSince(user.companyId, documentAt(0))).toBe(2);
      expect(await documents().countHighRiskSince(user.companyId, documentAt(1_001))).toBe(0);
      expect(await documents().countHighRiskSince(stranger.companyId, documentAt(0))).toBe(1);
    });

    it('deletes a document with its file, once, and only for its company', async () => {
      const { theirs, user } = await users();
      const [gone, kept] = [await stored(aDocument(user)), await stored(aDocument(user))];
      expect(await documents().delete(theirs.id, gone.id)).toBeNull();
      expect(await documents().delete(user.companyId, gone.id)).toEqual(gone);
      expect(await documents().delete(user.companyId, gone.id)).toBeNull();
      expect(await documents().delete(user.companyId, 'not-a-uuid')).toBeNull();
      expect(await documents().find(user.companyId, gone.id)).toBeNull();
      expect(await documents().findSealedFile(user.companyId, gone.id)).toBeNull();
      expect(await documents().find(user.companyId, kept.id)).toEqual(kept);
    });

    it('goes with its user, and forgets an account that is deleted', async () => {
      const { user, sibling } = await users();
      const repos = harness().repositories;
      const account = anAccount(sibling, { platform: 'imss' });
      await repos.accounts.create(account);
      const [ofUser, fed] = [await stored(aDocument(user)), await stored(aDocument(sibling, { accountId: account.id }))];
      expect(await repos.users.delete(user.companyId, user.id)).toBe(true);
      expect(await documents().find(user.companyId, ofUser.id)).toBeNull();
      expect(await repos.accounts.delete(sibling.companyId, account.id)).toBe(true);
      expect(await documents().find(sibling.companyId, fed.id)).toEqual({ ...fed, accountId: null });
    });
  });
}
