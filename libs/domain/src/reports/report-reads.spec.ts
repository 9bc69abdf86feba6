import { other, privateKey, publicKey, setup, USER_ID, FAILING_USER_ID } from './report.spec-setup';

const otherKey = { ...privateKey, company: other };

describe('the reads and deletion of reports', () => {
  it('gives a report to its company only; another company, a malformed or unknown id answer not_found_error', async () => {
    const t = await setup();
    const { id } = await t.request.execute(privateKey, { userId: USER_ID });
    await expect(t.get.execute(privateKey, id.toUpperCase())).resolves.toMatchObject({ id, status: 'generating' });
    for (const [key, reportId] of [[otherKey, id], [privateKey, 'nope'], [privateKey, '33333333-3333-4333-8333-333333333333']] as const) {
      await expect(t.get.execute(key, reportId)).rejects.toMatchObject({ code: 'not_found_error', message: 'No report with that id in your company.' });
    }
    await expect(t.get.execute(publicKey, id)).rejects.toMatchObject({ code: 'forbidden_error' });
  });

  it('serves the PDF once ready, says when it is still being made, and fails with unable_to_generate_insights_pdf when it could not be', async () => {
    const t = await setup();
    const ready = await t.request.execute(privateKey, { userId: USER_ID });
    const failed = await t.request.execute(privateKey, { userId: FAILING_USER_ID });
    expect(await t.getPdf.execute(privateKey, ready.id)).toMatchObject({ kind: 'generating', report: { id: ready.id } });
    await t.run(ready.id);
    await t.run(failed.id);
    const served = await t.getPdf.execute(privateKey, ready.id);
    expect(served.kind === 'pdf' && new TextDecoder().decode(served.pdf)).toMatch(/^%PDF /);
    await expect(t.getPdf.execute(privateKey, failed.id)).rejects.toMatchObject({ code: 'unable_to_generate_insights_pdf' });
  });

  it('lists a user’s reports newest first, a page at a time', async () => {
    const t = await setup();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await t.request.execute(privateKey, { userId: USER_ID })).id);
      t.clock.advance(1000);
    }
    const page = await t.list.execute(privateKey, USER_ID, { page: 2, itemsPerPage: 2 });
    expect(page).toMatchObject({ page: 2, itemsPerPage: 2, totalItems: 3, totalPages: 2 });
    expect(page.items.map((r) => r.id)).toEqual([ids[0]]);
    expect((await t.list.execute(privateKey, USER_ID)).items.map((r) => r.id)).toEqual([...ids].reverse());
    await expect(t.list.execute(otherKey, USER_ID)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    await expect(t.list.execute(privateKey, USER_ID, { page: 0 })).rejects.toMatchObject({ code: 'bad_request' });
  });

  it('deletes a report with a private key (revoked for verification), then it is gone; the user’s deletion revokes the rest', async () => {
    const t = await setup();
    const first = await t.request.execute(privateKey, { userId: USER_ID });
    const second = await t.request.execute(privateKey, { userId: USER_ID });
    await expect(t.remove.execute(publicKey, first.id)).rejects.toMatchObject({ code: 'forbidden_error' });
    await expect(t.remove.execute(otherKey, first.id)).rejects.toMatchObject({ code: 'not_found_error' });
    expect(await t.remove.execute(privateKey, first.id.toUpperCase())).toBe(first.id);
    await expect(t.get.execute(privateKey, first.id)).rejects.toMatchObject({ code: 'not_found_error' });
    await expect(t.remove.execute(privateKey, first.id)).rejects.toMatchObject({ code: 'not_found_error' });
    await t.deleteUser.execute(privateKey, USER_ID);
    expect(await t.repos.reports.verify(second.id)).toMatchObject({ validity: 'revoked' });
    expect(await t.repos.reports.verify(first.id)).toMatchObject({ validity: 'revoked' });
  });
});
