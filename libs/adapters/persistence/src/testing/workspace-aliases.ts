import Module from 'node:module';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Jest loads a global setup without the workspace's path aliases (`moduleNameMapper` is for the test files), and the
 * migrations reach `@gig/domain` through the repositories their resources register beside them: the setups that
 * migrate a database import this first, so that `@gig/…` resolves as tsconfig.base.json says.
 */
const root = join(__dirname, '../../../../..');
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
const aliases = new Map(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, join(root, target)]));

const resolver = Module as unknown as { _resolveFilename: (request: string, ...rest: unknown[]) => string };
const resolve = resolver._resolveFilename;
resolver._resolveFilename = (request, ...rest) => resolve.call(Module, aliases.get(request) ?? request, ...rest);
