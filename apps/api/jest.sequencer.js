const { default: Sequencer } = require('@jest/test-sequencer');

/**
 * The api's slowest files, slowest first (seconds on a quiet two-core machine, three workers). Jest orders files by
 * the durations it cached from earlier runs; without them (a fresh clone, CI) it goes by file size, which put the
 * 5,000-request fuzz file (small, 30–65 s) last, alone on one worker while the others sat idle.
 */
const SLOWEST = [
  'platform/http/fuzz.e2e.spec.ts', // 30
  'platform/lifecycle/graceful-shutdown.e2e.spec.ts', // 23
  'public-api/webhooks/webhook-crash.e2e.spec.ts', // 18
  'platform/http/error-answers.golden.e2e.spec.ts', // 16
  'public-api/contract/api-contract.e2e.spec.ts', // 12
  'public-api/sandbox/sandbox-scenarios.e2e.spec.ts', // 12
  'platform/health/database-circuit.e2e.spec.ts', // 10
];

/** Jest's own order, with the files above first when Jest has no duration of its own for them. */
class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const rank = (test) => {
      const listed = SLOWEST.findIndex((path) => test.path.endsWith(path));
      return test.duration == null && listed >= 0 ? listed : SLOWEST.length;
    };
    const sorted = super.sort(tests).map((test, index) => ({ test, index, rank: rank(test) }));
    return sorted.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ test }) => test);
  }
}

module.exports = SlowestFirstSequencer;
