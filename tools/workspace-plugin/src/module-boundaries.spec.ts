import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { LintMessage, lintProbes } from './lint-probes';

function workspaceRoot(from = __dirname): string {
  return existsSync(join(from, 'nx.json')) ? from : workspaceRoot(dirname(from));
}

/** Source text standing at a file of the workspace, by name; every one is linted once, in one ESLint process. */
const PROBES = {
  domainImportsOutward: [
    'libs/domain/src/boundary-probe.ts',
    [
      "import { Injectable } from '@nestjs/common';",
      "import { DataSource } from 'typeorm';",
      "import { openDatabase } from '@gig/persistence';",
      'export const probe = [Injectable, DataSource, openDatabase];',
    ].join('\n'),
  ],
  adapterImportsNest: ['libs/adapters/persistence/src/boundary-probe.ts', "import { Controller } from '@nestjs/common';\nexport const probe = Controller;\n"],
  domainImportsItself: ['libs/domain/src/boundary-probe.ts', "import { addDays } from './dates/calendar-date';\nexport const probe = addDays;\n"],
} as const satisfies Record<string, readonly [string, string]>;

let messagesOf: Record<keyof typeof PROBES, LintMessage[]>;

beforeAll(() => {
  const names = Object.keys(PROBES) as (keyof typeof PROBES)[];
  const reports = lintProbes(workspaceRoot(), names.map((name) => ({ file: PROBES[name][0], source: PROBES[name][1] })));
  messagesOf = Object.fromEntries(names.map((name, index) => [name, reports[index]])) as typeof messagesOf;
}, 120_000);

describe('module boundaries', () => {
  it('fails lint when the domain imports a framework, an ORM or an adapter', () => {
    const boundaryErrors = messagesOf.domainImportsOutward.filter((m) => m.ruleId === '@nx/enforce-module-boundaries').map((m) => m.message);
    expect(boundaryErrors).toEqual(
      expect.arrayContaining([
        expect.stringContaining('not allowed to import "@nestjs/common"'),
        expect.stringContaining('not allowed to import "typeorm"'),
      ]),
    );
    expect(boundaryErrors.some((m) => m.includes('persistence'))).toBe(true);
  });

  it('fails lint when an adapter imports the NestJS app layer', () => {
    expect(messagesOf.adapterImportsNest.map((m) => m.ruleId)).toContain('@nx/enforce-module-boundaries');
  });

  it('passes the domain importing only itself', () => {
    expect(messagesOf.domainImportsItself.filter((m) => m.ruleId === '@nx/enforce-module-boundaries')).toEqual([]);
  });
});
