import { aConstanciaSample, constanciaPdfPages } from '@gig/testing';
import { readConstancia } from './read-constancia';

function read(...args: Parameters<typeof constanciaPdfPages>) {
  const reading = readConstancia(constanciaPdfPages(...args));
  if (reading.kind !== 'read') throw new Error(`unreadable: ${reading.detail}`);
  return reading;
}

describe('readConstancia', () => {
  it('reads every field of a genuine constancia: exact cents, ISO dates, employers newest first', () => {
    const { data } = read(aConstanciaSample());
    expect(data).toMatchObject({
      name: 'JUAN GÓMEZ MARTÍNEZ',
      nss: '31998524651',
      curp: 'GOMJ850312HDFRRN04',
      issuedOn: '2026-11-15',
      weeks: { quoted: 1070, discounted: 40, reintegrated: 12, total: 1042 },
    });
    expect(data.employers).toEqual([
      { name: 'SERVICIOS LOGÍSTICOS DEL BAJÍO SA DE CV', registroPatronal: 'Y5412345108', state: 'GUANAJUATO', startDate: '2022-06-01', endDate: null, baseSalary: 51240 },
      { name: 'COMERCIALIZADORA RIVERA SA DE CV', registroPatronal: 'C1234567891', state: 'JALISCO', startDate: '2018-01-15', endDate: '2022-04-30', baseSalary: 132015 },
      { name: 'RESTAURANTES DEL CENTRO SA DE CV', registroPatronal: 'A9876543210', state: 'CIUDAD DE MEXICO', startDate: '2010-08-03', endDate: '2017-12-31', baseSalary: 15433 },
      { name: 'TIENDAS DE CONVENIENCIA DEL NORTE SA DE CV', registroPatronal: 'E2233445566', state: 'NUEVO LEON', startDate: '2004-07-10', endDate: '2010-06-20', baseSalary: 8802 },
    ]);
    expect(data.movements?.slice(0, 3)).toEqual([
      { registroPatronal: 'Y5412345108', type: 'modificacion_de_salario', date: '2024-02-01', salary: 51240 },
      { registroPatronal: 'Y5412345108', type: 'alta', date: '2022-06-01', salary: 45000 },
      { registroPatronal: 'C1234567891', type: 'baja', date: '2022-04-30', salary: 132015 },
    ]);
    expect(data.movements).toHaveLength(10);
  });

  it('reads a constancia broken over many pages (blocks cut by headers and footers) as one on a single page', () => {
    const whole = read(aConstanciaSample(), 1000);
    for (const perPage of [5, 7, 11, 16]) expect(read(aConstanciaSample(), perPage).data).toEqual(whole.data);
    expect(read(aConstanciaSample(), 7).fieldPages.get('employers[3].baseSalary')).toBeGreaterThan(1);
  });

  it('notes the page each value was read on', () => {
    const { fieldPages } = read(aConstanciaSample(), 16);
    expect(fieldPages.get('curp')).toBe(1);
    expect(fieldPages.get('employers[3].startDate')).toBe(4);
  });

  it('reads an issue date written without spaces around the slashes', () => {
    expect(read(aConstanciaSample({ issuedOn: '01/12/2026' })).data.issuedOn).toBe('2026-12-01');
  });

  it('reads an employer whose name holds a heading\'s word whole', () => {
    const sample = aConstanciaSample();
    const named = { ...sample, employers: [{ ...sample.employers[0], name: 'IMPORTANTE DISTRIBUIDORA SA DE CV' }, ...sample.employers.slice(1)] };
    const { data } = read(named);
    expect(data.employers.map((employer) => employer.name)[0]).toBe('IMPORTANTE DISTRIBUIDORA SA DE CV');
    expect(data.employers).toHaveLength(4);
  });

  it('gives no movements without the detailed report', () => {
    expect(read(aConstanciaSample({ detailed: false })).data.movements).toBeNull();
  });

  it('reads a value printed on the line after its label (labels and values in separate rows)', () => {
    const pages = constanciaPdfPages(aConstanciaSample());
    const split = pages.map((page) => ({ ...page, lines: page.lines.flatMap((line) => line.startsWith('NSS: ') ? ['NSS:', line.slice(5)] : [line]) }));
    const reading = readConstancia(split);
    expect(reading.kind === 'read' && reading.data.nss).toBe('31998524651');
  });

  it('is unreadable without a text layer, for another document, and for a constancia missing a field', () => {
    const images = constanciaPdfPages(aConstanciaSample()).map((page) => ({ ...page, lines: [], fonts: [], imageOnly: true }));
    expect(readConstancia(images)).toMatchObject({ kind: 'unreadable', reason: 'no_text_layer' });
    const invoice = [{ number: 1, lines: ['Factura', 'Total $ 100.00'], fonts: ['Helvetica'], imageOnly: false }];
    expect(readConstancia(invoice)).toMatchObject({ kind: 'unreadable', reason: 'not_a_constancia' });
    const noCurp = constanciaPdfPages(aConstanciaSample()).map((page) => ({ ...page, lines: page.lines.filter((line) => !line.startsWith('CURP')) }));
    expect(readConstancia(noCurp)).toEqual({ kind: 'unreadable', reason: 'not_a_constancia', detail: 'CURP is not in the text.' });
    const badDate = aConstanciaSample();
    const garbled = { ...badDate, employers: [{ ...badDate.employers[0], startDate: '31/02/2022' }, ...badDate.employers.slice(1)] };
    expect(readConstancia(constanciaPdfPages(garbled))).toMatchObject({ kind: 'unreadable', detail: 'Fecha de alta of employer 1 is not a date.' });
  });
});
