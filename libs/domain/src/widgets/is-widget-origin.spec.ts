import { InMemoryStore, InMemoryWidgetRepository } from '@gig/testing';
import { IsWidgetOrigin } from './is-widget-origin';
import type { Widget } from './widget';

describe('IsWidgetOrigin', () => {
  const store = new InMemoryStore();
  const widgets = new InMemoryWidgetRepository(store);
  const widget: Widget = {
    id: 'w1', companyId: 'c1', name: 'Onboarding', platforms: ['uber'], countries: ['mx'], allowedOrigins: ['https://app.lender.example'], redirectUrl: null,
    language: 'es', primaryColor: '#1a56db', logoUrl: null, consentVersion: '2026-11', createdAt: new Date(0), updatedAt: new Date(0),
  };
  store.widgets.set(widget.id, widget);
  const isWidgetOrigin = new IsWidgetOrigin(widgets);

  it('answers yes for an origin some widget allows, exactly as browsers send it', async () => {
    expect(await isWidgetOrigin.execute('https://app.lender.example')).toBe(true);
    expect(await isWidgetOrigin.execute('https://app.lender.example.evil')).toBe(false);
    expect(await isWidgetOrigin.execute('null')).toBe(false);
  });

  it('does not look up an empty or oversized origin', async () => {
    const looked = jest.spyOn(widgets, 'anyAllowsOrigin');
    expect([await isWidgetOrigin.execute(''), await isWidgetOrigin.execute(`https://${'a'.repeat(400)}.example`)]).toEqual([false, false]);
    expect(looked).not.toHaveBeenCalled();
    looked.mockRestore();
  });
});
