import { randomUUID } from 'node:crypto';
import type { Company, Repositories, Webhook, WebhookAction, WebhookEvent } from '@gig/domain';
import { aCompany } from './persistence-harness';

export const T0 = new Date('2026-01-01T00:00:00.000Z');
export const LEASE_MS = 30_000;
export const at = (ms: number) => new Date(T0.getTime() + ms);

/** An active subscription to every action, created at T0. */
export function aWebhook(company: Company, overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: randomUUID(), companyId: company.id, url: 'https://hooks.lender.example/gig', name: 'Loans', events: null, widgetId: null,
    isSandbox: company.environment === 'sandbox', isActive: true, signRequest: true, sealedSecret: 'sealed-secret', failingSince: null,
    createdAt: T0, updatedAt: T0, ...overrides,
  };
}

/** An account event of the company, at T0, about a fresh account. */
export function anEvent(company: Company, action: WebhookAction = 'login.success', overrides: Partial<WebhookEvent> = {}): WebhookEvent {
  return {
    id: randomUUID(), companyId: company.id, action, occurredAt: T0, userId: randomUUID(), externalId: 'worker-1', accountId: randomUUID(),
    platform: 'uber', status: 'success', statusDetails: null, warning: null, reportId: null, documentId: null, riskLevel: null, disconnectedBy: null, workerRequest: null, ...overrides,
  };
}

/** A company with one active subscription (taking `events`), stored. */
export async function subscribed(repos: Repositories, events: Webhook['events'] = null, company = aCompany()) {
  await repos.companies.create(company);
  const webhook = aWebhook(company, { events });
  await repos.webhooks.create(webhook);
  return { company, webhook };
}

/** An attempt's log fields for `finish` outcomes: answered at T0 in 12 ms with a short body. */
export const ANSWERED = { attemptedAt: T0, durationMs: 12, failure: null, answer: { text: 'ok', truncated: false } } as const;
