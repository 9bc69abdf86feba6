import type { ConstanciaData, ConstanciaEmployer, ConstanciaMovement } from './constancia';
import { carriesTitle, constanciaTokens, type ConstanciaLabel, type ConstanciaToken } from './constancia-tokens';
import { parseConstanciaAmount, parseConstanciaDate, parseMovements, parseWholeNumber } from './constancia-values';
import type { PdfPage } from './pdf-reading';

export type ConstanciaReading =
  | { readonly kind: 'read'; readonly data: ConstanciaData; readonly fieldPages: ReadonlyMap<string, number> }
  | { readonly kind: 'unreadable'; readonly reason: 'no_text_layer' | 'not_a_constancia'; readonly detail: string };

type Labelled = { readonly label: ConstanciaLabel; readonly value: string | null; readonly page: number };

class Unreadable extends Error {}

/** Reads a constancia's text into its data, noting the page of every value; unreadable when it is not one. */
export function readConstancia(pages: PdfPage[]): ConstanciaReading {
  if (pages.every((page) => page.imageOnly || page.lines.every((line) => line.trim() === ''))) {
    return { kind: 'unreadable', reason: 'no_text_layer', detail: 'No page carries text: the file is images only.' };
  }
  if (!carriesTitle(pages)) {
    return { kind: 'unreadable', reason: 'not_a_constancia', detail: 'The title "Constancia de Semanas Cotizadas en el IMSS" is not in the text.' };
  }
  try {
    const fieldPages = new Map<string, number>();
    return { kind: 'read', data: dataOf(labelled(constanciaTokens(pages)), fieldPages), fieldPages };
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error;
    return { kind: 'unreadable', reason: 'not_a_constancia', detail: error.message };
  }
}

function labelled(tokens: ConstanciaToken[]): Array<Labelled | { text: string; page: number }> {
  const out: Array<Labelled | { text: string; page: number }> = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!('label' in token)) {
      out.push(token);
      continue;
    }
    if (token.label === 'baseSalary' && isText(tokens[i + 1], '*')) i++;
    const next = tokens[i + 1];
    const value = next && 'text' in next ? next : null;
    out.push({ label: token.label, value: value?.text ?? null, page: value?.page ?? token.page });
    if (value) i++;
  }
  return out;
}

function dataOf(items: Array<Labelled | { text: string; page: number }>, pages: Map<string, number>): ConstanciaData {
  const history = items.findIndex((item) => 'label' in item && item.label === 'history');
  const header = history < 0 ? items : items.slice(0, history);
  const one = (label: ConstanciaLabel, field: string, what: string): string => {
    const found = header.find((item): item is Labelled => 'label' in item && item.label === label && item.value !== null);
    if (!found?.value) throw new Unreadable(`${what} is not in the text.`);
    pages.set(field, found.page);
    return found.value;
  };
  const whole = (label: ConstanciaLabel, field: string, what: string) =>
    parseWholeNumber(one(label, field, what)) ?? fail(`${what} is not a whole number.`);
  const issuedOn = parseConstanciaDate(one('issuedOn', 'issuedOn', 'Fecha de emisión del reporte'));
  const { employers, movements } = employersOf(history < 0 ? [] : items.slice(history + 1), pages);
  return {
    name: one('name', 'name', 'The worker\'s name (Estimado(a),)'),
    nss: one('nss', 'nss', 'NSS').replace(/\s/g, ''),
    curp: one('curp', 'curp', 'CURP').replace(/\s/g, '').toUpperCase(),
    issuedOn: issuedOn ?? fail('Fecha de emisión del reporte is not a date.'),
    weeks: {
      quoted: whole('quoted', 'weeks.quoted', 'Semanas cotizadas IMSS'),
      discounted: whole('discounted', 'weeks.discounted', 'Semanas Descontadas'),
      reintegrated: whole('reintegrated', 'weeks.reintegrated', 'Semanas Reintegradas'),
      total: whole('total', 'weeks.total', 'Total de semanas cotizadas'),
    },
    employers,
    movements,
  };
}

function employersOf(items: Array<Labelled | { text: string; page: number }>, pages: Map<string, number>) {
  const end = items.findIndex((item) => 'label' in item && item.label === 'end');
  const blocks: Array<Array<Labelled | { text: string; page: number }>> = [];
  for (const item of end < 0 ? items : items.slice(0, end)) {
    if ('label' in item && item.label === 'employerName') blocks.push([]);
    blocks.at(-1)?.push(item);
  }
  const employers: ConstanciaEmployer[] = [];
  const movements: ConstanciaMovement[] = [];
  blocks.forEach((block, index) => {
    const employer = employerOf(block, index, pages);
    employers.push(employer);
    const texts = block.filter((item): item is { text: string; page: number } => 'text' in item);
    const starts = texts.map((_, at) => texts.slice(0, at).reduce((length, item) => length + item.text.length + 1, 0));
    const found = parseMovements(texts.map((item) => item.text).join(' ')) ?? fail(`A movement of employer ${index + 1} is garbled.`);
    for (const { line, at } of found) {
      pages.set(`movements[${movements.length}].date`, texts[starts.findLastIndex((start) => start <= at)].page);
      movements.push({ registroPatronal: employer.registroPatronal, ...line });
    }
  });
  return { employers, movements: movements.length > 0 ? movements : null };
}

function employerOf(block: Array<Labelled | { text: string; page: number }>, index: number, pages: Map<string, number>): ConstanciaEmployer {
  const at = `employers[${index}]`;
  const value = (label: ConstanciaLabel, field: string, what: string): string => {
    const found = block.find((item): item is Labelled => 'label' in item && item.label === label);
    if (!found?.value) throw new Unreadable(`${what} of employer ${index + 1} is not in the text.`);
    pages.set(`${at}.${field}`, found.page);
    return found.value;
  };
  const date = (label: ConstanciaLabel, field: string, what: string) =>
    parseConstanciaDate(value(label, field, what)) ?? fail(`${what} of employer ${index + 1} is not a date.`);
  const endText = value('endDate', 'endDate', 'Fecha de baja');
  return {
    name: value('employerName', 'name', 'Nombre del patrón'),
    registroPatronal: value('registroPatronal', 'registroPatronal', 'Registro Patronal').replace(/\s/g, '').toUpperCase(),
    state: value('state', 'state', 'Entidad federativa'),
    startDate: date('startDate', 'startDate', 'Fecha de alta'),
    endDate: /^vigente$/i.test(endText) ? null : parseConstanciaDate(endText) ?? fail(`Fecha de baja of employer ${index + 1} is not a date.`),
    baseSalary: parseConstanciaAmount(value('baseSalary', 'baseSalary', 'Salario Base de Cotización')) ?? fail(`Salario Base de Cotización of employer ${index + 1} is not an amount.`),
  };
}

function isText(token: ConstanciaToken | undefined, text: string): boolean {
  return token !== undefined && 'text' in token && token.text === text;
}

function fail(message: string): never {
  throw new Unreadable(message);
}
