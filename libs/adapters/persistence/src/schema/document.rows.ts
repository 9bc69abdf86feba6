import {
  DOCUMENT_TYPES, MOVEMENT_TYPES, RISK_SIGNAL_CODES, UNREADABLE_REASONS,
  type ConstanciaData, type ConstanciaEmployer, type ConstanciaMovement, type DocumentRisk, type RiskSignal, type UploadedDocument,
} from '@gig/domain';
import {
  boolean, companyRecordFields, count, date, instant, nested, nestedList, nullableCount, nullableDate, nullableInstant, nullableNested,
  nullableNestedList, nullableOneOf, nullableText, oneOf, rowDecoder, text,
} from './row-decoder';

/** A document's columns (`d` is `documents`); never the file, which only `findSealedFile` reads. */
export const DOCUMENT_COLUMNS = `d.id::text AS id, d.company_id::text AS company_id, d.user_id::text AS user_id, d.type, d.status, d.reason,
  d.reason_detail, d.sha256, d.size, d.uploaded_at, d.uploaded_by, d.sandbox, d.extracted, d.risk, d.account_id::text AS account_id, d.file_purged_at`;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The jsonb a document's `extracted` and `risk` are kept as: the domain's values with snake_case keys, as the decoder reads them. */
export function storedJson(value: unknown): string | null {
  const keysSnakeCased = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(keysSnakeCased);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [snakeCase(key), keysSnakeCased(item)]));
  };
  return value === null ? null : JSON.stringify(keysSnakeCased(value));
}

const extracted = nullableNested<ConstanciaData>({
  name: text,
  nss: text,
  curp: text,
  issuedOn: date,
  weeks: nested({ quoted: count, discounted: count, reintegrated: count, total: count }),
  employers: nestedList<ConstanciaEmployer>({
    name: text, registroPatronal: text, state: text, startDate: date, endDate: nullableDate, baseSalary: count,
  }),
  movements: nullableNestedList<ConstanciaMovement>({ registroPatronal: text, type: oneOf(MOVEMENT_TYPES), date, salary: count }),
});

const risk = nullableNested<DocumentRisk>({
  score: count,
  level: oneOf(['low', 'medium', 'high'] as const),
  signals: nestedList<RiskSignal>({ code: oneOf(RISK_SIGNAL_CODES), field: text, page: nullableCount, expected: text, found: text, weight: count }),
});

export const decodeDocument = rowDecoder<UploadedDocument>('document', {
  ...companyRecordFields,
  userId: text,
  type: oneOf(DOCUMENT_TYPES),
  status: oneOf(['processed', 'unreadable'] as const),
  reason: nullableOneOf(UNREADABLE_REASONS),
  reasonDetail: nullableText,
  sha256: text,
  size: count,
  uploadedAt: instant,
  uploadedBy: oneOf(['lender', 'worker'] as const),
  sandbox: boolean,
  extracted,
  risk,
  accountId: nullableText,
  filePurgedAt: nullableInstant,
});
