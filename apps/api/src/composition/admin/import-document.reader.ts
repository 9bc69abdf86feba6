import type { FieldError, ImportAccountDraft, ImportDocumentDraft, ImportEarningDraft, ImportUserDraft } from '@gig/domain';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
/** Absent and null are null; a value of another type is `undefined`, which the domain refuses. */
const orNull = <T>(value: unknown, is: (value: unknown) => value is T): T | null | undefined => (value === undefined || value === null ? null : is(value) ? value : undefined);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isAmount = (value: unknown): value is number | string => typeof value === 'number' || typeof value === 'string';

/**
 * The import file's JSON (snake_case, as `docs` describe it) as the domain's draft: every part that is
 * not the object or list it should be is noted by its wire path and read as empty.
 */
export function readImportDocument(json: unknown): ImportDocumentDraft {
  const malformed: FieldError[] = [];
  const object = (value: unknown, path: string): Json => {
    if (isObject(value)) return value;
    malformed.push({ field: path, message: 'must be an object' });
    return {};
  };
  const list = (value: unknown, path: string): unknown[] => {
    if (Array.isArray(value)) return value;
    malformed.push({ field: path, message: 'must be an array' });
    return [];
  };
  const earningOf = (raw: unknown, path: string): ImportEarningDraft => {
    const earning = object(raw, path);
    return {
      earningDate: textOf(earning.earning_date),
      amount: isAmount(earning.amount) ? earning.amount : undefined,
      currency: textOf(earning.currency),
      countTrips: orNull(earning.count_trips, isNumber),
    };
  };
  const accountOf = (raw: unknown, path: string): ImportAccountDraft => {
    const account = object(raw, path);
    return {
      platform: textOf(account.platform),
      country: textOf(account.country),
      identifier: textOf(account.identifier),
      lastSuccessfulConnection: orNull(account.last_successful_connection, isString),
      earnings: list(account.earnings ?? [], `${path}.earnings`).map((earning, e) => earningOf(earning, `${path}.earnings[${e}]`)),
    };
  };
  const userOf = (raw: unknown, u: number): ImportUserDraft => {
    const user = object(raw, `users[${u}]`);
    const accounts = list(user.accounts ?? [], `users[${u}].accounts`).map((account, a) => accountOf(account, `users[${u}].accounts[${a}]`));
    return { externalId: textOf(user.external_id), accounts };
  };
  const root = object(json, '$');
  const users = list(root.users, 'users').map(userOf);
  return malformed.length > 0 ? { users, malformed } : { users };
}
