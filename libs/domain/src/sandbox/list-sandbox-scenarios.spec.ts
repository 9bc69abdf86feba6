import { ListSandboxScenarios } from './list-sandbox-scenarios';
import type { SandboxScenario } from './sandbox-scenario';

describe('ListSandboxScenarios', () => {
  it('lists the rows of the catalogue, in its order', () => {
    const rows: readonly SandboxScenario[] = [
      { platform: 'uber', field: 'otpCode', value: '9993', outcome: 'failure', code: 'invalid_otp', stage: 'Before Validation' },
      { platform: 'uber', field: 'identifier', value: 'banned@x.test', outcome: 'warning', code: 'banned', stage: 'After Validation' },
    ];
    expect(new ListSandboxScenarios({ list: () => rows }).execute()).toEqual(rows);
  });
});
