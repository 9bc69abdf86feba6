import { randomUUID } from 'node:crypto';
import type { Company, Consent, User, Widget } from '@gig/domain';

export const W0 = new Date('2026-11-01T10:00:00.000Z');

export function aWidget(company: Pick<Company, 'id'>, overrides: Partial<Widget> = {}): Widget {
  return {
    id: randomUUID(),
    companyId: company.id,
    name: 'Loans app',
    platforms: ['uber', 'imss'],
    countries: ['mx'],
    allowedOrigins: ['https://app.lender.example', 'http://localhost:5173'],
    redirectUrl: null,
    language: 'es',
    primaryColor: '#1a56db',
    logoUrl: null,
    consentVersion: '2026-11',
    createdAt: W0,
    updatedAt: W0,
    ...overrides,
  };
}

export function aConsent(user: User, overrides: Partial<Consent> = {}): Consent {
  return {
    id: randomUUID(),
    companyId: user.companyId,
    userId: user.id,
    widgetId: null,
    ipAddress: '203.0.113.7',
    consentedAt: new Date('2026-11-01T09:59:30.000Z'),
    method: 'checkbox',
    version: '2026-11',
    language: 'es',
    device: 'Mozilla/5.0 (Linux; Android 14) "quoted" ñ',
    createdAt: W0,
    ...overrides,
  };
}
