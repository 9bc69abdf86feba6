import { readdirSync } from 'node:fs';

describe('the ports folder', () => {
  it('names every port file <role-name>.port.ts', () => {
    const files = readdirSync(__dirname).filter((file) => !file.endsWith('.spec.ts'));
    expect(files.filter((file) => !/^[a-z]+(-[a-z]+)*\.port\.ts$/.test(file))).toEqual([]);
  });
});
