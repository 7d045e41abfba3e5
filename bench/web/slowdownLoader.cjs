// Adds `delay` ms of busy work at the top of OperationList's body (slowdown.webpack.cjs). Fails
// the build when the component is not found, so a renamed screen cannot make the slowed build
// silently as fast as the real one.
const START = 'export function OperationList() {';

module.exports = function slowdownLoader(source) {
  const { delay } = this.getOptions();
  if (!source.includes(START)) throw new Error(`slowdown: "${START}" not found in ${this.resourcePath}`);
  return source.replace(START, `${START}\n  { const until = performance.now() + ${Number(delay)}; while (performance.now() < until); }`);
};
