import type { Member, Widget } from '@gig/domain';
import { decodeMember } from './member.rows';
import { decodeReport } from './report.rows';
import { decodeWebhook } from './webhook.rows';
import { decodeWidget } from './widget.rows';
import { count, nestedList, nullableNested, rowDecoder, storedAs, text } from './row-decoder';
import { MalformedRowError } from './row-reader';

const MEMBER_ROW = { id: 'm', company_id: 'c', email: 'a@b.mx', role: 'admin', password_hash: null, created_at: '2025-01-01T00:00:00Z' };

describe('rowDecoder', () => {
  it('reads each field from its snake_case column, in the order listed', () => {
    const member: Member = decodeMember(MEMBER_ROW);
    expect(member).toEqual({ id: 'm', companyId: 'c', email: 'a@b.mx', role: 'admin', passwordHash: null, createdAt: new Date('2025-01-01T00:00:00Z') });
    expect(Object.keys(member)).toEqual(['id', 'companyId', 'email', 'role', 'passwordHash', 'createdAt']);
  });

  it('reads a field from the column storedAs names', () => {
    const decode = rowDecoder<{ hash: string }>('api_key', { hash: storedAs('key_hash', text) });
    expect(decode({ key_hash: 'h' })).toEqual({ hash: 'h' });
    expect(() => decode({ hash: 'h' })).toThrow('Stored api_key.key_hash is not a string');
  });

  it('names the record and column of the first field that is not what it should be', () => {
    expect(() => decodeMember(null)).toThrow(new MalformedRowError('member', 'an object'));
    expect(() => decodeMember({ ...MEMBER_ROW, role: 'owner' })).toThrow('Stored member.role is not one of admin, viewer');
    expect(() => decodeMember({ ...MEMBER_ROW, created_at: 'soon' })).toThrow('Stored member.created_at is not a timestamp');
  });

  it('names the path into nested objects and lists', () => {
    const decode = rowDecoder<{ items: { n: number }[]; extra: { n: number } | null }>('doc', { items: nestedList({ n: count }), extra: nullableNested({ n: count }) });
    expect(decode({ items: [{ n: 1 }], extra: null })).toEqual({ items: [{ n: 1 }], extra: null });
    expect(() => decode({ items: [{ n: 1 }, { n: -1 }], extra: null })).toThrow('Stored doc.items[1].n is not a non-negative integer');
    expect(() => decode({ items: [], extra: { n: 'x' } })).toThrow('Stored doc.extra.n is not a non-negative integer');
  });

  it('reads lists of texts, lists of webhook actions and bytes, naming what they should have been', () => {
    const widgetRow = {
      id: 'w', company_id: 'c', name: 'n', platforms: ['uber'], countries: ['mx'], allowed_origins: [], redirect_url: null, language: 'es',
      primary_color: '#000', logo_url: null, consent_version: '1', created_at: new Date(0), updated_at: new Date(0),
    };
    const widget: Widget = decodeWidget(widgetRow);
    expect(widget.platforms).toEqual(['uber']);
    expect(() => decodeWidget({ ...widgetRow, countries: ['mx', 1] })).toThrow('Stored widget.countries is not a list of strings');
    expect(() => decodeWebhook({ events: ['nope'], id: 'h', company_id: 'c', url: 'u', name: 'n' })).toThrow('Stored webhook.events is not a list of webhook actions');
    expect(() => decodeReport({ id: 'r', company_id: 'c', user_id: 'u', external_id: null, language: 'es', start_date: '2025-01-01', end_date: '2025-01-31',
      created_at: new Date(0), status: 'ready', status_details: null, currency: null, currency_note: null, environment: 'live', data: 'text' })).toThrow('Stored report.data is not bytes');
  });
});
