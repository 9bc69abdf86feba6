import { randomUUID } from 'node:crypto';
import type { Account } from '../accounts/account';
import { accountStatus, transition } from '../accounts/account-lifecycle';
import type { AccountEmployment, AccountProfile } from '../accounts/account-data';
import { storeRetrievedData } from '../accounts/store-retrieved-data';
import type { CalendarDate } from '../dates/calendar-date';
import type { Repositories } from '../ports/unit-of-work.port';
import type { User } from '../users/user';
import type { WebhookEvent } from '../webhooks/webhook-event';
import { accountEvent } from '../webhooks/webhook-events';
import type { ConstanciaData } from './constancia';

const IMSS = 'imss';
const ALL_OF_A_USER = { page: 1, itemsPerPage: 1_000 };

/** What a constancia says, as an imss account's employment record (salaries in MXN, as every connector gives them). */
export function constanciaEmployment(data: ConstanciaData): AccountEmployment {
  return {
    employmentInfo: {
      quotedWeeks: data.weeks.quoted, discountedWeeks: data.weeks.discounted, reintegratedWeeks: data.weeks.reintegrated,
      status: data.employers.some((employer) => employer.endDate === null) ? 'employed' : 'unemployed',
    },
    employmentHistory: data.employers.map((employer) => ({
      employer: employer.name, employerRegistration: employer.registroPatronal, startDate: employer.startDate, endDate: employer.endDate,
      jobTitle: null, federalEntity: employer.state, baseSalary: employer.baseSalary / 100,
    })),
  };
}

/** The worker as a constancia names them: given names, then the two surnames (a Mexican full name's last two words). */
export function constanciaProfile(data: ConstanciaData): AccountProfile {
  const words = data.name.split(' ').filter((word) => word !== '');
  const split = words.length >= 3 ? words.length - 2 : Math.min(1, words.length);
  return {
    workerId: null,
    profile: {
      firstName: words.slice(0, split).join(' ') || null, lastName: words.slice(split).join(' ') || null,
      email: null, phone: null, birthday: null, address: null, cityName: null, pictureUrl: null,
    },
    idsInfo: [{ type: 'national', name: 'CURP', value: data.curp }, { type: 'social_security_number', name: 'NSS', value: data.nss }],
    vehicleInfo: null,
    metricsInfo: null,
  };
}

/**
 * The user's imss account a readable constancia feeds, created (`source: document`, `success`, never refreshed) or
 * updated with what it says; with the events of what changed. A user whose imss account is a connection keeps it as
 * the platform gives it: the document then feeds none (null).
 */
export async function feedImssAccount(
  tx: Repositories, user: User, data: ConstanciaData, uploadedOn: CalendarDate, now: Date,
): Promise<{ accountId: string | null; events: WebhookEvent[] }> {
  const imss = (await tx.accounts.listByUser(user.companyId, user.id)).filter((account) => account.platform === IMSS);
  if (imss.some((account) => account.source === 'connection')) return { accountId: null, events: [] };
  const existing = imss[0];
  const account: Account = existing ?? {
    id: randomUUID(), companyId: user.companyId, userId: user.id, platform: IMSS, country: 'mx', identifier: data.curp,
    status: transition(null, accountStatus.success), statusDetails: null, warning: null, nextStep: null, lastSuccessfulConnection: uploadedOn,
    refreshEnabled: false, lastRefreshedAt: null, nextRefreshAt: null, source: 'document', createdAt: now, updatedAt: now,
  };
  if (existing) await tx.accounts.setLastSuccessfulConnection(account.id, uploadedOn);
  else await tx.accounts.create(account);
  const changes = await storeRetrievedData(tx, account.id, { earnings: [], profile: constanciaProfile(data), employment: constanciaEmployment(data), warning: null });
  const actions = existing ? changes : ['account.created' as const, ...changes];
  return { accountId: account.id, events: actions.map((action) => accountEvent(action, account, account, user.externalId, now)) };
}

/**
 * After a document is deleted: the account it fed goes when no other document feeds it, else it is fed again from
 * the newest that does.
 */
export async function unfeedImssAccount(tx: Repositories, companyId: string, userId: string, accountId: string): Promise<void> {
  const { items } = await tx.documents.listForUser(companyId, userId, ALL_OF_A_USER);
  const newest = items.find((document) => document.accountId === accountId && document.extracted !== null);
  if (!newest?.extracted) {
    await tx.accounts.delete(companyId, accountId);
    return;
  }
  await storeRetrievedData(tx, accountId, { earnings: [], profile: constanciaProfile(newest.extracted), employment: constanciaEmployment(newest.extracted), warning: null });
}
