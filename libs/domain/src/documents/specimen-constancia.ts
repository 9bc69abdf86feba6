/**
 * A specimen constancia, as the sandbox's samples and the tests write it: amounts and dates as IMSS prints them, so
 * tampering is a plain edit. Its lines are laid out as the issuer lays them out (the reference's labels, in order).
 */
export interface ConstanciaSample {
  readonly name: string;
  readonly nss: string;
  readonly curp: string;
  /** `DD / MM / YYYY`. */
  readonly issuedOn: string;
  readonly weeks: { readonly quoted: string; readonly discounted: string; readonly reintegrated: string; readonly total: string };
  readonly employers: SampleEmployer[];
  readonly detailed: boolean;
}

export interface SampleEmployer {
  readonly name: string;
  readonly registroPatronal: string;
  readonly state: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly baseSalary: string;
  readonly movements: ReadonlyArray<readonly [type: string, date: string, salary: string]>;
}

/** A genuine-looking constancia: valid CURP and NSS, weeks that add up, coherent dates, issued 2026-11-15. */
export function aConstanciaSample(overrides: Partial<ConstanciaSample> = {}): ConstanciaSample {
  return {
    name: 'JUAN GÓMEZ MARTÍNEZ',
    nss: '31998524651',
    curp: 'GOMJ850312HDFRRN04',
    issuedOn: '15 / 11 / 2026',
    weeks: { quoted: '1,070', discounted: '40', reintegrated: '12', total: '1,042' },
    detailed: true,
    employers: [
      employer('SERVICIOS LOGÍSTICOS DEL BAJÍO SA DE CV', 'Y5412345108', 'GUANAJUATO', '01/06/2022', 'Vigente', '512.40', [
        ['MODIFICACION DE SALARIO', '01/02/2024', '512.40'], ['ALTA', '01/06/2022', '450.00']]),
      employer('COMERCIALIZADORA RIVERA SA DE CV', 'C1234567891', 'JALISCO', '15/01/2018', '30/04/2022', '1,320.15', [
        ['BAJA', '30/04/2022', '1,320.15'], ['MODIFICACION DE SALARIO', '01/03/2020', '1,320.15'], ['ALTA', '15/01/2018', '280.00']]),
      employer('RESTAURANTES DEL CENTRO SA DE CV', 'A9876543210', 'CIUDAD DE MEXICO', '03/08/2010', '31/12/2017', '154.33', [
        ['BAJA', '31/12/2017', '154.33'], ['REINGRESO', '01/02/2012', '154.33'], ['ALTA', '03/08/2010', '98.10']]),
      employer('TIENDAS DE CONVENIENCIA DEL NORTE SA DE CV', 'E2233445566', 'NUEVO LEON', '10/07/2004', '20/06/2010', '88.02', [
        ['BAJA', '20/06/2010', '88.02'], ['ALTA', '10/07/2004', '88.02']]),
    ],
    ...overrides,
  };
}

function employer(name: string, registroPatronal: string, state: string, startDate: string, endDate: string, baseSalary: string,
  movements: SampleEmployer['movements']): SampleEmployer {
  return { name, registroPatronal, state, startDate, endDate, baseSalary, movements };
}

export const CONSTANCIA_HEADER = ['Instituto Mexicano del Seguro Social', 'Constancia de Semanas Cotizadas en el IMSS'];
export const CONSTANCIA_FOOTER = 'Este documento es informativo y no constituye una certificación.';

/** The body lines in reading order, as the issuer lays them out (label and value on one line or on two). */
export function constanciaBody(sample: ConstanciaSample): string[] {
  return [
    'historial de registros afiliatorios de la persona asegurada',
    'Estimado(a),', sample.name,
    `Fecha de emisión del reporte ${sample.issuedOn}`,
    `NSS: ${sample.nss}`, `CURP: ${sample.curp}`,
    'Total de semanas cotizadas', sample.weeks.total,
    'Tu detalle de semanas cotizadas',
    `Semanas cotizadas IMSS ${sample.weeks.quoted}`,
    `Semanas Descontadas (por disposición de recursos) (-) ${sample.weeks.discounted}`,
    `Semanas Reintegradas (+) ${sample.weeks.reintegrated}`,
    'Tu historia laboral',
    ...sample.employers.flatMap((block) => [
      'Nombre del patrón', block.name,
      `Registro Patronal ${block.registroPatronal}`,
      `Entidad federativa ${block.state}`,
      `Fecha de alta ${block.startDate}`,
      `Fecha de baja ${block.endDate}`,
      'Salario Base de Cotización *', `$ ${block.baseSalary}`,
      ...(sample.detailed ? block.movements.map(([type, date, salary]) => `${type} ${date} $ ${salary}`) : []),
    ]),
    'Importante',
    '* El salario base de cotización es el último registrado por el patrón.',
    'Para cualquier aclaración acude a tu Unidad de Medicina Familiar.',
  ];
}

/** The pages' lines: the body flowed over pages of `bodyLinesPerPage`, each with its header and footer. */
export function constanciaPages(sample: ConstanciaSample, bodyLinesPerPage = 16): string[][] {
  const body = constanciaBody(sample);
  const count = Math.ceil(body.length / bodyLinesPerPage);
  return Array.from({ length: count }, (_, index) => [
    ...CONSTANCIA_HEADER,
    ...body.slice(index * bodyLinesPerPage, (index + 1) * bodyLinesPerPage),
    CONSTANCIA_FOOTER,
    `Página ${index + 1} de ${count}`,
  ]);
}
