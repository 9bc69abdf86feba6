import { addDays, calendarDateAt, type CalendarDate } from '../dates/calendar-date';
import { DomainError } from '../errors/domain-error';
import type { Clock } from '../ports/clock.port';
import type { SpecimenPdfWriter } from '../ports/specimen-pdf-writer.port';
import type { RiskSignalCode } from './document-risk';
import { aConstanciaSample, constanciaPages, type ConstanciaSample } from './specimen-constancia';

/** How a specimen's file departs from the issuer's: its metadata, a page in another font, a scanned page, an edit. */
export interface SpecimenFile {
  readonly producer?: string;
  readonly creator?: string;
  readonly fontOnPages?: { readonly font: string; readonly pages: number[] };
  /** A page that is only a picture, after the text. */
  readonly scannedPageAfter?: boolean;
  /** An incremental update appended (the issuer's own producer kept). */
  readonly editedAfterIssue?: boolean;
}

/** A sample constancia to upload in the sandbox, with what it trips when uploaded as `uploadWith` says. */
export interface SandboxConstancia {
  readonly name: 'genuine' | RiskSignalCode;
  readonly description: string;
  readonly signals: RiskSignalCode[];
  /** The `curp` to send with it, when the signal needs the lender's word. */
  readonly uploadWithCurp: string | null;
  readonly sample: ConstanciaSample;
  readonly file: SpecimenFile;
}

const ISSUER_TIME_ZONE = 'America/Mexico_City';
const OTHER_CURP = 'HEGG560427MVZRRL04';

const ddmmyyyy = (date: CalendarDate) => `${date.slice(8, 10)} / ${date.slice(5, 7)} / ${date.slice(0, 4)}`;

function withEmployer(sample: ConstanciaSample, index: number, change: Partial<ConstanciaSample['employers'][number]>): ConstanciaSample {
  return { ...sample, employers: sample.employers.map((employer, at) => (at === index ? { ...employer, ...change } : employer)) };
}

/**
 * The sandbox's samples for an upload on `today` (Mexico City): one genuine-looking constancia issued two days before,
 * and one for each signal of the reference that trips it alone.
 */
export function sandboxConstancias(today: CalendarDate): SandboxConstancia[] {
  const genuine = aConstanciaSample({ issuedOn: ddmmyyyy(addDays(today, -2)) });
  const one = (name: RiskSignalCode, description: string, change: { sample?: ConstanciaSample; file?: SpecimenFile; curp?: string }): SandboxConstancia =>
    ({ name, description, signals: [name], uploadWithCurp: change.curp ?? null, sample: change.sample ?? genuine, file: change.file ?? {} });
  return [
    { name: 'genuine', description: 'A genuine-looking constancia (detailed report, four employers): trips nothing.', signals: [], uploadWithCurp: null, sample: genuine, file: {} },
    one('curp_invalid', 'The CURP’s check digit is wrong.', { sample: { ...genuine, curp: 'GOMJ850312HDFRRN05' } }),
    one('nss_invalid', 'The NSS’s check digit is wrong.', { sample: { ...genuine, nss: '31998524652' } }),
    one('weeks_do_not_add_up', 'The total is not cotizadas − descontadas + reintegradas.', { sample: { ...genuine, weeks: { ...genuine.weeks, total: '1,142' } } }),
    one('edited_after_issue', 'Saved again after issue (an incremental update).', { file: { editedAfterIssue: true } }),
    one('identity_mismatch', `Genuine-looking (another file); upload it with curp=${OTHER_CURP}, which differs from the document’s.`,
      { sample: { ...genuine, name: 'JUAN CARLOS GÓMEZ MARTÍNEZ' }, curp: OTHER_CURP }),
    one('producer_unexpected', 'Written by a word processor.', { file: { producer: 'Microsoft® Word for Microsoft 365', creator: 'Microsoft® Word' } }),
    one('dates_incoherent', 'An employer’s Fecha de alta after its Fecha de baja.', { sample: withEmployer(genuine, 1, { startDate: '15/01/2023' }) }),
    one('work_before_age_14', 'A job started before the worker’s 14th birthday.', { sample: withEmployer(genuine, 3, { startDate: '10/07/1998' }) }),
    one('fonts_unexpected', 'Page 2 set in Times-Roman.', { file: { fontOnPages: { font: 'Times-Roman', pages: [2] } } }),
    one('no_text_layer', 'A scanned page (an image only) after the text.', { file: { scannedPageAfter: true } }),
    one('registro_patronal_malformed', 'A Registro Patronal that does not start with a letter.', { sample: withEmployer(genuine, 2, { registroPatronal: '19876543210' }) }),
    one('duplicate_file', 'The genuine-looking file again: upload it for two users of your company (the second trips it).', {}),
    one('stale', 'Issued 45 days ago.', { sample: { ...genuine, issuedOn: ddmmyyyy(addDays(today, -45)) } }),
  ];
}

/** The sandbox's sample constancias to download (any key). */
export class ListSandboxConstancias {
  constructor(private readonly deps: { readonly clock: Clock }) {}

  execute(): SandboxConstancia[] {
    return sandboxConstancias(calendarDateAt(this.deps.clock.now(), ISSUER_TIME_ZONE));
  }
}

/** One sample's PDF, written for today. */
export class GetSandboxConstanciaFile {
  constructor(private readonly deps: { readonly clock: Clock; readonly writer: SpecimenPdfWriter }) {}

  async execute(name: string): Promise<{ sample: SandboxConstancia; file: Uint8Array }> {
    const sample = sandboxConstancias(calendarDateAt(this.deps.clock.now(), ISSUER_TIME_ZONE)).find((entry) => entry.name === name);
    if (!sample) throw new DomainError('not_found_error', 'No sandbox sample with that name: see GET /v1/sandbox/documents.');
    return { sample, file: await this.deps.writer.write(constanciaPages(sample.sample), sample.file) };
  }
}
