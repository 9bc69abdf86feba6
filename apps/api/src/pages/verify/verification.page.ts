import type { ReportVerification } from '@gig/domain';
import { createHash } from 'node:crypto';
import { PAGE_TEXT, PageLanguage } from './verification-page.text';

const STYLE = 'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:0 .5rem;color:#1b1b1b;background:#f6f7f9}' +
  'main{max-width:44rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d0d4da;border-radius:8px}' +
  'h1{font-size:1.5rem;margin-top:0}h2{font-size:1.15rem;margin-top:2rem}dt{font-weight:600;margin-top:.75rem}dd{margin:0}' +
  'code{font-size:.85rem;overflow-wrap:anywhere}.valid{color:#0b6b2e}.invalid{color:#a4161a}' +
  'button{font:inherit;padding:.4rem 1rem;margin-top:.5rem}input{font:inherit;display:block;margin-top:.25rem}' +
  '.sandbox{background:#b3261e;color:#fff;padding:1rem 1.25rem;border-radius:6px;margin:0 0 1.5rem}.sandbox h2{margin:0 0 .5rem;font-size:1.35rem}.sandbox p{margin:0}';

/** No script, nothing from elsewhere, only this inline style (by its hash), forms posting here only, never framed. */
export const VERIFICATION_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function page(language: PageLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The status as a reader of the PDF needs it: validity first, then whether the PDF exists. */
function statusText(language: PageLanguage, v: ReportVerification): { text: string; good: boolean } {
  const t = PAGE_TEXT[language];
  if (v.validity !== 'valid') return { text: t.validity[v.validity], good: false };
  if (v.environment === 'sandbox') return { text: t.sandboxStatus, good: false };
  if (v.status === 'generating') return { text: t.generating, good: false };
  if (v.status === 'failed') return { text: t.failed, good: false };
  return { text: t.validity.valid, good: true };
}

const utc = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function details(language: PageLanguage, v: ReportVerification): string {
  const t = PAGE_TEXT[language];
  const status = statusText(language, v);
  const row = (term: string, value: string) => `<dt>${escape(term)}</dt><dd>${value}</dd>`;
  const hash = (value: string | null) => (value ? `<code>${escape(value)}</code>` : t.none);
  return '<dl>' +
    row(t.status, `<strong class="${status.good ? 'valid' : 'invalid'}">${escape(status.text)}</strong>`) +
    row(t.issuer, escape(v.issuerCompanyName)) +
    row(t.reportId, `<code>${escape(v.reportId)}</code>`) +
    row(t.issuedAt, `<time datetime="${v.issuedAt.toISOString()}">${utc(v.issuedAt)}</time>`) +
    row(t.window, `${escape(v.window.start)} ${t.to} ${escape(v.window.end)}`) +
    row(t.dataSha, hash(v.dataSha256)) +
    row(t.pdfSha, hash(v.pdfSha256)) +
    '</dl>';
}

/** First on every page about a sandbox report: a red box no reader can miss. */
function sandboxWarning(language: PageLanguage, v: ReportVerification): string {
  if (v.environment !== 'sandbox') return '';
  const t = PAGE_TEXT[language];
  return `<section class="sandbox" role="alert"><h2>${escape(t.sandboxTitle)}</h2><p>${escape(t.sandbox)}</p></section>`;
}

function checkForm(language: PageLanguage, heading: string): string {
  const t = PAGE_TEXT[language];
  return `<h2>${escape(heading)}</h2><p>${escape(t.checkHelp)}</p>` +
    `<form method="post" action="/verify?lang=${language}" enctype="multipart/form-data">` +
    `<label for="file">${escape(t.fileLabel)}</label><input id="file" name="file" type="file" accept="application/pdf,.pdf" required>` +
    `<button type="submit">${escape(t.submit)}</button></form>`;
}

/** `GET /verify/{report_id}`: what the report is, and how to check a file against it. */
export function verificationPage(language: PageLanguage, verification: ReportVerification): string {
  const t = PAGE_TEXT[language];
  const title = verification.environment === 'sandbox' ? `SANDBOX · ${t.title}` : t.title;
  return page(language, title, `${sandboxWarning(language, verification)}<h1>${escape(title)}</h1>${details(language, verification)}${checkForm(language, t.checkTitle)}`);
}

/** An id no report was issued with (the page answers 404). */
export function reportNotFoundPage(language: PageLanguage): string {
  const t = PAGE_TEXT[language];
  return page(language, t.notFoundTitle, `<h1>${escape(t.notFoundTitle)}</h1><p>${escape(t.notFound)}</p>${checkForm(language, t.checkTitle)}`);
}

/** `POST /verify` from a form: whether the file is an issued report's PDF, and that report. */
export function fileVerificationPage(language: PageLanguage, sha256: string, report: ReportVerification | null): string {
  const t = PAGE_TEXT[language];
  const sandbox = report?.environment === 'sandbox';
  const verdict = report
    ? `<p><strong class="${sandbox ? 'invalid' : 'valid'}">${escape(sandbox ? t.sandboxIdentical : t.identical)}</strong></p>${details(language, report)}`
    : `<p><strong class="invalid">${escape(t.notIssued)}</strong></p>`;
  const title = sandbox ? `SANDBOX · ${t.fileTitle}` : t.fileTitle;
  return page(language, title, `${report ? sandboxWarning(language, report) : ''}<h1>${escape(title)}</h1>${verdict}<dl><dt>${escape(t.fileSha)}</dt><dd><code>${escape(sha256)}</code></dd></dl>` +
    checkForm(language, t.another));
}
