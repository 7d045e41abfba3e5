// The production build with a deliberate slowdown, for the web bench's proof that its check
// catches a slower build (bench/webElementTiming.ts --slowed-copy MS): every render of Операции
// (OperationList) first spends SLOWDOWN_MS on the main thread. Written to SLOWDOWN_OUT, never
// to dist/.
const path = require('node:path');
const productBuild = require('../../webpack.config.js');

module.exports = (env, argv) => {
  const config = productBuild(env, argv);
  const out = process.env.SLOWDOWN_OUT;
  const delay = Number(process.env.SLOWDOWN_MS);
  if (!out || !(delay > 0)) throw new Error('slowdown build: SLOWDOWN_OUT and a positive SLOWDOWN_MS are needed');
  config.output.path = path.resolve(out);
  config.module.rules.push({
    test: /src[\\/]web[\\/]features[\\/]operations[\\/]OperationList\.tsx$/,
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'slowdownLoader.cjs'), options: { delay } }],
  });
  return config;
};
