import type { FigureNotes } from './figure-notes';

export const FIGURE_NOTES_ES: FigureNotes = {
  projectionLongest: (days, windowDays) => days === 365
    ? 'el promedio de 365 días, el más largo'
    : `el promedio de ${days} días, el más largo que permite un periodo de ${windowDays} días`,
  projectionDeclining: (longest) => `el promedio de 90 días: la tendencia baja y es menor que el de ${longest} días`,
  daysBeforeHistory: (before, days) => `${before} de sus ${days} días son anteriores al primer día trabajado`,
  needsWindow: (days, windowDays) => `requiere un periodo de ${days} días; este tiene ${windowDays}`,
  needsHistory: (days, history) => `requiere ${days} días de historial; este trabajador tiene ${history}`,
  annual: '12 × el ingreso mensual proyectado',
  averageAllDays: (days) => `los ingresos de los últimos ${days} días × 30.4375 / ${days}`,
  averageShortHistory: (days, history) => `cuenta los ${days} días; este trabajador tiene ${history} días de historial`,
  percentiles: (p10, p90, spans) => `P10 ${p10} · P90 ${p90}, sobre ${spans} lapsos de 30 días desde el primer día trabajado`,
  weeklyMedian: (weeks) => `mediana de ${weeks} semanas completas (de lunes a domingo)`,
  noWeek: 'ninguna semana completa desde el primer día trabajado',
  daysPerWeek: (worked, span) => `${worked} días trabajados en los ${span} desde el primer día trabajado`,
  volatility: (cv, weeks) => `CV ${cv} de ${weeks} totales semanales`,
  needsWeeks: (needed, weeks) => `requiere ${needed} semanas completas; este trabajador tiene ${weeks}`,
  flatWeeks: 'todos los totales semanales son 0',
  trend: (pct, weeks) => `${pct} por mes, la pendiente de los últimos ${weeks} totales semanales`,
  history: (first, last, meets12, meets24) => `de ${first} a ${last}; 12 meses: ${meets12} · 24 meses: ${meets24}`,
  noWorkedDay: 'ningún día trabajado en el periodo',
  gap: (days, before, first) =>
    `Por qué la proyección es menor que el P50 de 30 días: el promedio de ${days} días cuenta cada uno de sus días, ${before} de ellos ` +
    `antes del primer día trabajado (${first}), mientras que P10, P50 y P90 solo cuentan lapsos de 30 días a partir de ese día.`,
  afterLastConnection: (date, days) =>
    `Las cuentas se conectaron por última vez el ${date}: los ${days} días posteriores, hasta el fin del periodo, cuentan como días sin ingresos.`,
};
