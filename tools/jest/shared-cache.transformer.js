const { createHash } = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * ts-jest, with one cache for every project of the workspace.
 *
 * Jest keeps its transform cache per project (`jest-transform-cache-<project id>`), and ts-jest's cache key holds the
 * whole Jest config of the project: every project that imports the domain and the testing library transpiled the same
 * 700 files again (14 projects, about 10,000 transpilations on a fresh clone for some 2,000 files). This transformer
 * keys a file by what ts-jest's output depends on (the file, the tsconfig, the versions, the module flags) and keeps
 * the output in one folder of Jest's cache directory that all projects share. ts-jest (and TypeScript) load only on a
 * miss.
 */
const VERSION = '1';
const SHARED_FOLDER = 'ts-jest-shared';

function createTransformer(options = {}) {
  let tsJest;
  const inner = () => (tsJest ??= require('ts-jest').default.createTransformer(options));
  const tsconfigText = options.tsconfig && fs.existsSync(options.tsconfig) ? fs.readFileSync(options.tsconfig, 'utf8') : '';
  const fixed = [
    VERSION,
    require('ts-jest/package.json').version,
    require('typescript/package.json').version,
    JSON.stringify(options),
    tsconfigText,
  ].join('\0');

  const getCacheKey = (sourceText, sourcePath, transformOptions) => {
    const { instrument = false, supportsStaticESM = false, config } = transformOptions;
    return createHash('sha1')
      .update(fixed)
      .update(`\0${instrument}\0${supportsStaticESM}\0${JSON.stringify(config.globals ?? {})}\0${sourcePath}\0`)
      .update(sourceText)
      .digest('hex');
  };

  const process = (sourceText, sourcePath, transformOptions) => {
    const key = getCacheKey(sourceText, sourcePath, transformOptions);
    const file = path.join(transformOptions.config.cacheDirectory, SHARED_FOLDER, key.slice(0, 2), key);
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      // Not transpiled yet by any project (or a partial file): transpile and keep it.
    }
    const result = inner().process(sourceText, sourcePath, transformOptions);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const temporary = `${file}.${globalThis.process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(result));
      fs.renameSync(temporary, file);
    } catch {
      // A cache that cannot be written costs time, not correctness.
    }
    return result;
  };

  return {
    canInstrument: false,
    getCacheKey,
    getCacheKeyAsync: async (...args) => getCacheKey(...args),
    process,
    processAsync: async (...args) => process(...args),
  };
}

module.exports = { createTransformer };
