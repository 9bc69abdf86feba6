export type PageLanguage = 'es' | 'en';

/** Every word the verification pages show, in both languages. */
export const PAGE_TEXT = {
  es: {
    title: 'Verificación de reporte de ingresos',
    fileTitle: 'Verificación de un PDF',
    notFoundTitle: 'Reporte no encontrado',
    notFound: 'No existe ningún reporte emitido con este identificador. Revisa que la dirección sea la impresa en el PDF.',
    issuer: 'Empresa emisora', reportId: 'Identificador', issuedAt: 'Emitido', window: 'Periodo', status: 'Estado',
    dataSha: 'SHA-256 de los datos (insights.json)', pdfSha: 'SHA-256 del PDF', fileSha: 'SHA-256 del archivo recibido',
    to: 'al', none: '—',
    validity: { valid: 'Válido', revoked: 'Revocado: la empresa lo eliminó', expired: 'Expirado: superó el periodo de conservación' },
    generating: 'En generación: el PDF aún no está listo', failed: 'No se pudo generar el PDF',
    checkTitle: 'Comprobar un archivo',
    checkHelp: 'Sube el PDF que recibiste (máximo 5 MB): te diremos si es idéntico, byte a byte, al emitido, y su estado. ' +
      'También puedes calcular su SHA-256 (por ejemplo con «sha256sum reporte.pdf») y compararlo con el de arriba. El archivo no se guarda.',
    fileLabel: 'Archivo PDF', submit: 'Comprobar',
    identical: 'El archivo es idéntico al PDF de este reporte.',
    notIssued: 'El archivo no es el PDF de ningún reporte emitido: fue modificado o no lo emitimos nosotros.',
    another: 'Comprobar otro archivo',
    sandboxTitle: 'SANDBOX — datos simulados, sin validez',
    sandbox: 'Este es un reporte de prueba de una cuenta sandbox: sus ingresos son inventados, no provienen de ninguna plataforma, ' +
      'y no dice nada de los ingresos de ninguna persona. No lo aceptes para un crédito ni para ninguna otra decisión.',
    sandboxStatus: 'Reporte de prueba (sandbox): sin validez para ninguna decisión',
    sandboxIdentical: 'El archivo es idéntico al PDF de este reporte, que es un reporte de prueba (sandbox) sin validez.',
  },
  en: {
    title: 'Income report verification',
    fileTitle: 'PDF verification',
    notFoundTitle: 'Report not found',
    notFound: 'No report was issued with this identifier. Check that the address is the one printed on the PDF.',
    issuer: 'Issuing company', reportId: 'Identifier', issuedAt: 'Issued', window: 'Period', status: 'Status',
    dataSha: 'SHA-256 of the data (insights.json)', pdfSha: 'SHA-256 of the PDF', fileSha: 'SHA-256 of the file received',
    to: 'to', none: '—',
    validity: { valid: 'Valid', revoked: 'Revoked: the company deleted it', expired: 'Expired: past its retention period' },
    generating: 'Being generated: the PDF is not ready yet', failed: 'The PDF could not be generated',
    checkTitle: 'Check a file',
    checkHelp: 'Upload the PDF you received (at most 5 MB): we tell you whether it is byte for byte the one issued, and its status. ' +
      'You can also compute its SHA-256 (e.g. with "sha256sum report.pdf") and compare it with the one above. The file is not kept.',
    fileLabel: 'PDF file', submit: 'Check',
    identical: 'The file is identical to this report’s PDF.',
    notIssued: 'The file is not the PDF of any issued report: it was altered, or we did not issue it.',
    another: 'Check another file',
    sandboxTitle: 'SANDBOX — simulated data, not valid for any decision',
    sandbox: 'This is a test report of a sandbox account: its earnings are invented, not retrieved from any platform, ' +
      'and it says nothing about anyone’s income. Do not accept it for a loan or any other decision.',
    sandboxStatus: 'Test (sandbox) report: not valid for any decision',
    sandboxIdentical: 'The file is identical to this report’s PDF, which is a test (sandbox) report, not valid for any decision.',
  },
} as const;

/** `lang` in the query first, then the first of es/en the browser prefers (by q), else Spanish. */
export function pageLanguage(query: unknown, acceptLanguage: string | undefined): PageLanguage {
  if (query === 'es' || query === 'en') return query;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
      return { primary: tag.split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry): entry is { primary: PageLanguage; q: number } => (entry.primary === 'es' || entry.primary === 'en') && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.primary ?? 'es';
}
