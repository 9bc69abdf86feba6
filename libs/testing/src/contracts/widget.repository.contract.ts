import { itCreatesWithinTheCompanyLimit } from './company-limit.contract';
import { itKeepsACompanysOwn } from './company-owned.contract';
import { aUser, MakePersistenceHarness, twoCompaniesIn, useHarness } from './persistence-harness';
import { aWidget, W0 } from './widget.fixtures';

export function describeWidgetRepositoryContract(name: string, make: MakePersistenceHarness): void {
  describe(`WidgetRepository contract: ${name}`, () => {
    const harness = useHarness(make);

    itKeepsACompanysOwn('keeps a widget exactly, lists a company’s newest first, and hides another company’s', harness, (repos) => repos.widgets, (mine, theirs) => ({
      listed: [
        aWidget(mine, { createdAt: new Date(W0.getTime() + 1_000), updatedAt: new Date(W0.getTime() + 2_000), platforms: ['rappi'], countries: ['co', 'mx'] }),
        aWidget(mine, { redirectUrl: 'https://app.lender.example/done?x=1', logoUrl: 'https://cdn.lender.example/logo.png', language: 'en' }),
      ],
      other: aWidget(theirs),
    }));

    itCreatesWithinTheCompanyLimit(harness, (repos) => repos.widgets, (company) => aWidget(company));

    it('changes only the fields given, for its own company only', async () => {
      const { repos, mine, theirs } = await twoCompaniesIn(harness);
      const widget = aWidget(mine, { redirectUrl: 'https://app.lender.example/done' });
      await repos.widgets.create(widget);
      const later = new Date(W0.getTime() + 60_000);
      expect(await repos.widgets.update(theirs.id, widget.id, { name: 'stolen' }, later)).toBeNull();
      expect(await repos.widgets.update(mine.id, 'not-a-uuid', { name: 'x' }, later)).toBeNull();
      const changed = await repos.widgets.update(mine.id, widget.id, { name: 'Renamed', platforms: ['didi'], allowedOrigins: ['https://b.example'], redirectUrl: null }, later);
      expect(changed).toEqual({ ...widget, name: 'Renamed', platforms: ['didi'], allowedOrigins: ['https://b.example'], redirectUrl: null, updatedAt: later });
      expect(await repos.widgets.find(mine.id, widget.id)).toEqual(changed);
      expect(await repos.widgets.find(theirs.id, widget.id)).toBeNull();
    });

    it('knows the origins some widget of any company allows, exactly, and forgets one a change removes', async () => {
      const { repos, mine, theirs } = await twoCompaniesIn(harness);
      const widget = aWidget(mine, { allowedOrigins: ['https://app.lender.example', 'http://localhost:5173'] });
      await repos.widgets.create(widget);
      await repos.widgets.create(aWidget(theirs, { allowedOrigins: ['https://other.example'] }));
      for (const origin of ['https://app.lender.example', 'http://localhost:5173', 'https://other.example']) expect(await repos.widgets.anyAllowsOrigin(origin)).toBe(true);
      for (const origin of ['https://app.lender.example.evil', 'http://app.lender.example', 'https://app.lender.example/', '']) expect(await repos.widgets.anyAllowsOrigin(origin)).toBe(false);
      await repos.widgets.update(mine.id, widget.id, { allowedOrigins: ['https://b.example'] }, new Date(W0.getTime() + 1));
      expect(await repos.widgets.anyAllowsOrigin('https://app.lender.example')).toBe(false);
    });

    it('keeps the widget a user was created through', async () => {
      const { repos, mine } = await twoCompaniesIn(harness);
      const widget = aWidget(mine);
      await repos.widgets.create(widget);
      const user = aUser(mine.id, { externalId: 'via-widget', widgetId: widget.id });
      await repos.users.create(user);
      expect(await repos.users.findByRef(mine.id, { userId: user.id })).toEqual(user);
      expect(await repos.users.findByRef(mine.id, { externalId: 'via-widget' })).toEqual(user);
      await expect(repos.users.create(aUser(mine.id, { widgetId: crypto.randomUUID() }))).rejects.toThrow();
    });
  });
}
