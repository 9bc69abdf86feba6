const TEXT = {
  es: { title: 'Widget no disponible', body: 'Este enlace de conexión no es válido. Pide a quien te lo envió un enlace nuevo.' },
  en: { title: 'Widget unavailable', body: 'This connection link is not valid. Ask whoever sent it for a new one.' },
};

/** The page shown for an unknown widget or key: no script, nothing to frame. */
export function notAvailablePage(language: 'es' | 'en'): string {
  const { title, body } = TEXT[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
}
