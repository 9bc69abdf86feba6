import { CreateWidget } from './create-widget';
import { GetConnectWidget } from './get-connect-widget';
import { GetWidget } from './get-widget';
import { ListWidgets } from './list-widgets';
import { UpdateWidget } from './update-widget';
import { aPlatformRegistry, aPrincipal as principalOf, fixedClock, InMemoryStore, InMemoryWidgetRepository } from '@gig/testing';

const ORIGINS = ['https://app.lender.example'];
const clock = fixedClock('2026-11-01T10:00:00.000Z');

function setup() {
  const store = new InMemoryStore();
  store.companies.set('company-1', principalOf('private').company);
  const widgets = new InMemoryWidgetRepository(store);
  const deps = { widgets, platforms: aPlatformRegistry(), clock };
  return {
    store,
    create: new CreateWidget(deps),
    list: new ListWidgets(widgets),
    get: new GetWidget(widgets),
    update: new UpdateWidget(deps),
    connect: new GetConnectWidget(deps),
  };
}

describe('the widget use cases', () => {
  it('create a widget with the defaults and keep it', async () => {
    const { create, store } = setup();
    const widget = await create.execute(principalOf('private'), { name: 'Loans', allowedOrigins: ORIGINS });
    expect(widget).toEqual({
      id: expect.any(String), companyId: 'company-1', name: 'Loans', platforms: ['uber', 'cabify', 'imss'], countries: ['mx', 'co', 'br'], allowedOrigins: ORIGINS,
      redirectUrl: null, language: 'es', primaryColor: '#1a56db', logoUrl: null, consentVersion: '2026-11', createdAt: clock.now(), updatedAt: clock.now(),
    });
    expect([...store.widgets.values()]).toEqual([widget]);
  });

  it('name every missing required field at once', async () => {
    await expect(setup().create.execute(principalOf('private'), {})).rejects.toMatchObject({
      code: 'bad_request', errors: [{ field: 'name', message: 'name is required' }, { field: 'allowedOrigins', message: 'allowedOrigins is required' }],
    });
  });

  it('refuse a public key every management operation', async () => {
    const { create, list, get, update } = setup();
    const widget = await create.execute(principalOf('private'), { name: 'Loans', allowedOrigins: ORIGINS });
    for (const call of [() => create.execute(principalOf('public'), { name: 'x', allowedOrigins: ORIGINS }), () => list.execute(principalOf('public')),
      () => get.execute(principalOf('public'), widget.id), () => update.execute(principalOf('public'), widget.id, { name: 'x' })]) {
      await expect(call()).rejects.toMatchObject({ code: 'forbidden_error' });
    }
  });

  it('hide another company’s widget from every operation', async () => {
    const { create, list, get, update, connect } = setup();
    const widget = await create.execute(principalOf('private'), { name: 'Loans', allowedOrigins: ORIGINS });
    const stranger = principalOf('private', { id: 'company-2' });
    await expect(list.execute(stranger)).resolves.toEqual([]);
    for (const call of [() => get.execute(stranger, widget.id), () => update.execute(stranger, widget.id, { name: 'x' }), () => connect.execute(stranger, widget.id), () => get.execute(principalOf('private'), 'nope')]) {
      await expect(call()).rejects.toMatchObject({ code: 'not_found_error' });
    }
  });

  it('update only the fields given, and keep the countries the new platforms still offer', async () => {
    const { create, update } = setup();
    const widget = await create.execute(principalOf('private'), { name: 'Loans', allowedOrigins: ORIGINS, countries: ['co', 'br'] });
    const renamed = await update.execute(principalOf('private'), widget.id, { name: 'New', language: 'en' });
    expect(renamed).toEqual({ ...widget, name: 'New', language: 'en' });
    await expect(update.execute(principalOf('private'), widget.id, { platforms: ['cabify'] })).resolves.toMatchObject({ platforms: ['cabify'], countries: ['co'] });
    await expect(update.execute(principalOf('private'), widget.id, { platforms: ['imss'] })).resolves.toMatchObject({ platforms: ['imss'], countries: ['mx'] });
    await expect(update.execute(principalOf('private'), widget.id, { countries: ['co'] })).rejects.toMatchObject({ errors: [expect.objectContaining({ field: 'countries' })] });
  });

  it('give the page the widget’s platforms in its countries, with either key, and whether the company is a sandbox one', async () => {
    const { create, connect } = setup();
    const widget = await create.execute(principalOf('private'), { name: 'Loans', allowedOrigins: ORIGINS, platforms: ['imss', 'uber', 'cabify'], countries: ['co', 'br'] });
    const read = await connect.execute(principalOf('public'), widget.id.toUpperCase());
    expect(read).toEqual({
      widget, companyName: 'Acme', isSandbox: true,
      platforms: [
        { code: 'uber', name: 'UBER', countries: ['co', 'br'], identifierKind: 'email', loginMethods: ['otp', 'password'] },
        { code: 'cabify', name: 'CABIFY', countries: ['co'], identifierKind: 'email', loginMethods: ['password'] },
      ],
    });
    await expect(connect.execute(principalOf('public', { environment: 'live' }), widget.id)).resolves.toMatchObject({ isSandbox: false });
    await expect(connect.execute(principalOf('public', { writeEnabled: false }), widget.id)).rejects.toMatchObject({ code: 'write_permissions_disabled' });
  });
});
