import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

function workspaceRoot(from = __dirname): string {
  return existsSync(join(from, 'nx.json')) ? from : workspaceRoot(dirname(from));
}

/** Lints source text as if it stood at `file`, without writing it anywhere. */
function lintAs(file: string, source: string): { ruleId: string | null; message: string }[] {
  const root = workspaceRoot();
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules/eslint/bin/eslint.js'), '--stdin', '--stdin-filename', file, '--format', 'json'],
    { cwd: root, input: source, encoding: 'utf8' },
  );
  if (!run.stdout) throw new Error(`eslint printed nothing: ${run.stderr}`);
  return JSON.parse(run.stdout)[0].messages;
}

describe('module boundaries', () => {
  it('fails lint when the domain imports a framework, an ORM or an adapter', () => {
    const messages = lintAs(
      'libs/domain/src/boundary-probe.ts',
      [
        "import { Injectable } from '@nestjs/common';",
        "import { DataSource } from 'typeorm';",
        "import { openDatabase } from '@gig/persistence';",
        'export const probe = [Injectable, DataSource, openDatabase];',
      ].join('\n'),
    );
    const boundaryErrors = messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
    expect(boundaryErrors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('not allowed to import "@nestjs/common"'),
        expect.stringContaining('not allowed to import "typeorm"'),
      ]),
    );
    expect(boundaryErrors.some((m) => m.includes('persistence'))).toBe(true);
  }, 60_000);

  it('fails lint when an adapter imports the NestJS app layer', () => {
    const messages = lintAs(
      'libs/adapters/persistence/src/boundary-probe.ts',
      "import { Controller } from '@nestjs/common';\nexport const probe = Controller;\n",
    );
    expect(messages.map((m) => m.ruleId)).toContain('@nx/enforce-module-boundaries');
  }, 60_000);

  it('passes the domain importing only itself', () => {
    const messages = lintAs('libs/domain/src/boundary-probe.ts', "import { addDays } from './dates/calendar-date';\nexport const probe = addDays;\n");
    expect(messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries')).toEqual([]);
  }, 60_000);
});
