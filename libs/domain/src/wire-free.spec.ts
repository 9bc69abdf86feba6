import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { ACCOUNT_STATUSES, ACCOUNT_WARNINGS } from './accounts/account-lifecycle';
import { ID_DOCUMENT_TYPES } from './accounts/account-data';
import { CONVERTED_FROM_MULTIPLE } from './earnings/aggregated-earnings';
import { MOVEMENT_TYPES } from './documents/constancia';
import { RISK_SIGNAL_CODES } from './documents/document-risk';
import { UNREADABLE_REASONS } from './documents/pdf-reading';
import { DOCUMENT_TYPES } from './documents/uploaded-document';
import { ERROR_CATALOGUE } from './errors/error-catalogue';
import { ATTEMPT_FAILURES } from './webhooks/delivery-attempt';
import { WEBHOOK_ACTIONS } from './webhooks/webhook-event';

/**
 * The domain speaks camelCase paths; the wire's snake_case names live in apps/api. A snake_case word
 * in the domain's code is a value the spec defines (a catalogue code, a status, an event), never a field.
 */
const VALUES = new Set<string>([
  ...Object.keys(ERROR_CATALOGUE),
  ...ACCOUNT_STATUSES,
  ...ACCOUNT_WARNINGS,
  ...ID_DOCUMENT_TYPES,
  ...ATTEMPT_FAILURES,
  ...WEBHOOK_ACTIONS.flatMap((action) => action.split('.')),
  CONVERTED_FROM_MULTIPLE,
  ...RISK_SIGNAL_CODES,
  ...UNREADABLE_REASONS,
  ...MOVEMENT_TYPES,
  ...DOCUMENT_TYPES,
  // Values with no list to import: job kinds, a lifecycle transition, readiness, an identifier kind,
  // a platform family, stored document-type names of earlier versions, a sandbox outcome, a code's former name.
  ...['retrieve_account_data', 'refresh_account_data', 'generate_report', 'refresh_on_demand', 'prepare_data_copy', 'at_head', 'email_or_phone'],
  ...['ride_hailing', 'national_id', 'tax_id', 'social_security', 'new_earnings', 'login_not_available'],
]);

const SNAKE = /(?<![\w$])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w$])/g;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.(spec|spec-setup|fixture)\.ts$/.test(entry.name) ? [path] : [];
  });

const parsed = sources(__dirname).map((path) => ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true));

function nodes(file: ts.SourceFile): ts.Node[] {
  const all: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    all.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return all;
}

const where = (node: ts.Node) => {
  const file = node.getSourceFile();
  return `${relative(__dirname, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

/** The text of a string, a template's pieces or an identifier; null for any other node. */
function wordsOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) return node.text;
  return ts.isIdentifier(node) ? node.text : null;
}

describe('the domain names no wire field', () => {
  it('has snake_case words in its strings and names only for the values the spec defines', () => {
    const found = parsed.flatMap((file) =>
      nodes(file).flatMap((node) => [...(wordsOf(node) ?? '').matchAll(SNAKE)].map(([word]) => ({ word, at: where(node) }))),
    );
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter(({ word }) => !VALUES.has(word))).toEqual([]);
  });

  it('has no use case taking `unknown`', () => {
    const takesUnknown = (parameter: ts.ParameterDeclaration) =>
      parameter.type !== undefined && (parameter.type.kind === ts.SyntaxKind.UnknownKeyword || /\bunknown\b/.test(parameter.type.getText()));
    const found = parsed.flatMap((file) =>
      nodes(file)
        .filter((node): node is ts.MethodDeclaration => ts.isMethodDeclaration(node) && node.name.getText() === 'execute')
        .filter((method) => method.parameters.some(takesUnknown))
        .map(where),
    );
    expect(parsed.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('has no use case input (an *Input, *Query, *Command or *Request) with a field typed `unknown`', () => {
    const found = parsed.flatMap((file) =>
      nodes(file)
        .filter((node): node is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(node) && /(Input|Query|Command|Request)$/.test(node.name.text))
        .flatMap((input) => input.members.filter((member) => ts.isPropertySignature(member) && member.type?.kind === ts.SyntaxKind.UnknownKeyword))
        .map(where),
    );
    expect(found).toEqual([]);
  });
});
