const { default: Runtime } = require('jest-runtime');
const { handlePotentialSyntaxError } = require('@jest/transform');
const vm = require('node:vm');

/**
 * Jest's runtime, with one change: a module's script is compiled without a per-script `import()` callback.
 *
 * Jest gives every script it compiles its own dynamic-import callback, and V8 cannot reuse the compilation of a
 * script whose host options differ: each test file compiled every module of the app again (a third of a second a
 * file, the largest part of a small test file's cost). With `USE_MAIN_CONTEXT_DEFAULT_LOADER`, V8 finds the module
 * compiled by an earlier file of the same worker. The one thing given up: an `import()` in a module Jest loads is
 * Node's own (no Jest mocks or transforms for it); our code is CommonJS (TypeScript turns `import()` into `require`),
 * and the packages that do call `import()` (PGlite) ask for Node's built-ins.
 */
class CompileCachedRuntime extends Runtime {
  createScriptFromCode(scriptSource, filename) {
    try {
      return new vm.Script(this.wrapCodeInModuleWrapper(scriptSource), {
        columnOffset: this._fileTransforms.get(filename)?.wrapperLength,
        displayErrors: true,
        filename: this._resolver.isCoreModule(filename) ? `jest-nodejs-core-${filename}` : filename,
        importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
      });
    } catch (error) {
      throw handlePotentialSyntaxError(error);
    }
  }
}

module.exports = CompileCachedRuntime;
