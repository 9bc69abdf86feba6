import { calendarDateAt } from '@gig/domain';

export type Sex = 'H' | 'M';

export interface FirstName {
  readonly name: string;
  readonly sex: Sex;
}

interface CountryPeople {
  readonly firstNames: readonly FirstName[];
  readonly lastNames: readonly string[];
  readonly cities: readonly string[];
  readonly streets: readonly string[];
  readonly phonePrefix: string;
  readonly phoneDigits: number;
  readonly timeZone: string;
}

const SPANISH_FIRST: readonly FirstName[] = [
  { name: 'José', sex: 'H' }, { name: 'Luis', sex: 'H' }, { name: 'Juan Carlos', sex: 'H' }, { name: 'Miguel', sex: 'H' },
  { name: 'Andrés', sex: 'H' }, { name: 'Diego', sex: 'H' }, { name: 'María', sex: 'M' }, { name: 'Guadalupe', sex: 'M' },
  { name: 'Ana Sofía', sex: 'M' }, { name: 'Daniela', sex: 'M' }, { name: 'Valentina', sex: 'M' }, { name: 'Carolina', sex: 'M' },
];

const SPANISH_LAST = [
  'Hernández', 'García', 'Martínez', 'López', 'González', 'Rodríguez', 'Pérez', 'Sánchez', 'Ramírez', 'Torres',
  'Flores', 'Rivera', 'Gómez', 'Díaz', 'Castillo', 'Morales', 'Vargas', 'Rojas',
];

const PORTUGUESE_FIRST: readonly FirstName[] = [
  { name: 'João', sex: 'H' }, { name: 'Lucas', sex: 'H' }, { name: 'Gabriel', sex: 'H' }, { name: 'Rafael', sex: 'H' },
  { name: 'Ana Clara', sex: 'M' }, { name: 'Juliana', sex: 'M' }, { name: 'Beatriz', sex: 'M' }, { name: 'Larissa', sex: 'M' },
];

const PORTUGUESE_LAST = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Ferreira', 'Almeida', 'Ribeiro', 'Carvalho'];

const spanish = (
  cities: string[], streets: string[], phonePrefix: string, phoneDigits: number, timeZone: string,
): CountryPeople => ({ firstNames: SPANISH_FIRST, lastNames: SPANISH_LAST, cities, streets, phonePrefix, phoneDigits, timeZone });

export const PEOPLE: Readonly<Record<string, CountryPeople>> = {
  mx: spanish(['Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Querétaro'], ['Av. Insurgentes Sur', 'Calle Hidalgo', 'Av. Juárez', 'Calle Morelos'], '+52', 10, 'America/Mexico_City'),
  co: spanish(['Bogotá', 'Medellín', 'Cali', 'Barranquilla'], ['Carrera 7', 'Calle 72', 'Avenida Boyacá', 'Carrera 43A'], '+57', 10, 'America/Bogota'),
  cl: spanish(['Santiago', 'Valparaíso', 'Concepción', 'Antofagasta'], ['Av. Providencia', 'Calle Huérfanos', 'Av. Matta', 'Calle San Diego'], '+56', 9, 'America/Santiago'),
  pe: spanish(['Lima', 'Arequipa', 'Trujillo', 'Cusco'], ['Av. Arequipa', 'Jr. de la Unión', 'Av. Javier Prado', 'Calle Schell'], '+51', 9, 'America/Lima'),
  ar: spanish(['Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza'], ['Av. Corrientes', 'Av. Santa Fe', 'Calle Florida', 'Av. Rivadavia'], '+54', 10, 'America/Argentina/Buenos_Aires'),
  br: {
    firstNames: PORTUGUESE_FIRST,
    lastNames: PORTUGUESE_LAST,
    cities: ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Salvador'],
    streets: ['Rua Augusta', 'Av. Paulista', 'Rua da Consolação', 'Av. Brasil'],
    phonePrefix: '+55',
    phoneDigits: 11,
    timeZone: 'America/Sao_Paulo',
  },
};

export const MEXICAN_STATES: readonly { readonly name: string; readonly curpCode: string }[] = [
  { name: 'Ciudad de México', curpCode: 'DF' }, { name: 'Jalisco', curpCode: 'JC' }, { name: 'Nuevo León', curpCode: 'NL' },
  { name: 'Estado de México', curpCode: 'MC' }, { name: 'Puebla', curpCode: 'PL' }, { name: 'Guanajuato', curpCode: 'GT' },
  { name: 'Veracruz', curpCode: 'VZ' }, { name: 'Querétaro', curpCode: 'QT' }, { name: 'Yucatán', curpCode: 'YN' },
];

/** The worker's local calendar date at an instant. */
export function localDateIn(country: string, instant: Date): string {
  return calendarDateAt(instant, PEOPLE[country].timeZone);
}

/** Upper-case ASCII letters only, as in CURPs: accents dropped, Ñ written X. */
export function asciiUpper(text: string): string {
  return text.toUpperCase().replace(/Ñ/g, 'X').normalize('NFD').replace(/[^A-Z]/g, '');
}
