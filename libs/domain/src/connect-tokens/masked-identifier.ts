/** What the worker is shown of a login: enough to recognise it (`an***@example.com`, `******4321`), never the whole. */
export function maskedIdentifier(identifier: string): string {
  const at = identifier.indexOf('@');
  if (at > 0) return `${identifier.slice(0, Math.min(2, at - 1))}***${identifier.slice(at)}`;
  const shown = identifier.length > 6 ? 4 : Math.floor(identifier.length / 3);
  return '*'.repeat(identifier.length - shown) + identifier.slice(identifier.length - shown);
}
