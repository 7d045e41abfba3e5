// jest's order, with the slowest test files first. jest orders by last run's durations from
// its cache, but CI starts without one and falls back to file size: the crash test (150 lines,
// 125–290 s per database) then started near the end and ran alone while the other worker sat
// idle. The files here took over 15 s each on this machine (`node scripts/ci-summary.mjs` lists
// a run's slowest); the rest keep jest's order.
const Sequencer = require('@jest/test-sequencer').default;

const SLOWEST = [
  /src\/server\/crashRecovery\/crashRecovery\.test\.ts$/,
  /src\/server\/routes\.hostileInput\.test\.ts$/,
  /src\/server\/lib\/trustProxy\.test\.ts$/,
  /src\/server\/seed\/demoLedger\.test\.ts$/,
  /src\/server\/authorizationMatrix\.api\.test\.ts$/,
  /src\/server\/transferCodeSecrecy\.api\.test\.ts$/,
  /src\/server\/compiledServer\.test\.ts$/,
  /src\/server\/db\/backup\.test\.ts$/,
  /src\/server\/seed\/demoSeedResume\.test\.ts$/,
];
const rank = (path) => {
  const i = SLOWEST.findIndex((pattern) => pattern.test(path));
  return i === -1 ? SLOWEST.length : i;
};

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const usual = await super.sort(tests);
    // Array.prototype.sort is stable: within a rank, jest's order stays.
    return [...usual].sort((a, b) => rank(a.path) - rank(b.path));
  }
}

module.exports = SlowFirstSequencer;
