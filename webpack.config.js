// The web app's build: src/web/index.tsx → dist/ (served by the API server in production,
// by webpack-dev-server with an /api proxy in development).
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ServiceWorkerPlugin } = require('./scripts/service-worker-plugin.cjs');

// webpack 5.112 ships its minimizer as `minimizer-webpack-plugin` (terser-webpack-plugin's
// successor, same `swcMinify`); resolve webpack's own copy rather than a hoisting accident.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

const swcOptions = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

/**
 * Writes each text asset compressed beside it — name.br (brotli, quality 11) and name.gz
 * (gzip -9) — which the server sends as they are (@fastify/static preCompressed,
 * src/server/plugins/webApp.ts): the smallest files a browser can be given, compressed
 * once at build time instead of at brotli's fast level 4 on every request (the bundle
 * budgets, e2e/bundle-budget.spec.ts, measure what is sent).
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!/\.(js|css|svg|ico)$/.test(name)) continue;
          const raw = source.buffer();
          // Below the server's own threshold (plugins/external.ts) it is sent as it is.
          if (raw.length < 1024) continue;
          const gz = zlib.gzipSync(raw, { level: 9 });
          const br = zlib.brotliCompressSync(raw, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          });
          // Files that do not shrink (the favicon's PNGs) are not worth a second copy.
          if (gz.length < raw.length * 0.9) compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
          if (br.length < raw.length * 0.9) compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
        }
      });
    });
  }
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    // The office's rate screen is an entry of its own (src/web/board): none of the back office.
    entry: { main: './src/web/index.tsx', board: './src/web/board/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // React Router's package exports point every bundler at its development build (warnings
      // and their messages included); a production bundle takes the production one.
      alias: production
        ? {
            'react-router$': path.join(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
          }
        : {},
    },
    // Production maps are written for our own debugging but not linked from the bundles, and
    // the server refuses to serve any .map file (src/server/plugins/webApp.ts): no public source.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    module: {
      // An import of a name a module does not export is an error, not undefined at run time
      // (the requests' declarations reach the web without the kit's builders).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          // The requests' declarations reach the web as JSON made at build time: the forms'
          // limits without TypeBox's builders (scripts/request-declarations-loader.cjs).
          test: /src[\\/]shared[\\/]contract[\\/]request[\\/][^\\/]+\.ts$/,
          enforce: 'pre',
          use: path.join(__dirname, 'scripts/request-declarations-loader.cjs'),
        },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              ...swcOptions,
              jsc: {
                ...swcOptions.jsc,
                transform: {
                  ...swcOptions.jsc.transform,
                  react: { ...swcOptions.jsc.transform.react, development: !production },
                },
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, 'css-loader'],
        },
        { test: /\.woff2?$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer', chunks: ['main'] }),
      new HtmlWebpackPlugin({ template: 'public/board.html', filename: 'board.html', scriptLoading: 'defer', chunks: ['board'] }),
      // public/'s other files (the favicons) go to dist/ under their own names: /favicon.ico.
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/board.html'] } }] }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      ...(production ? [new PrecompressPlugin()] : []),
      // The cached app for a reload during an outage (docs/web/offline.md): production only.
      ...(production ? [new ServiceWorkerPlugin()] : []),
    ],
    optimization: {
      minimize: production,
      // swc minifies in ~4 s where terser takes ~13 s on these machines (STACK-NOTES.md).
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: true, mangle: true } })],
      // react & co. in their own long-cached file; screens in small chunks of their own.
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: { test: /[\\/]node_modules[\\/]/, name: 'vendor', chunks: 'initial', priority: -10 },
          // What the register screen's forms share (their frame, toggles, the deal rules) in one
          // chunk: below the default 20 KB a shared module was copied into each form's chunk, and
          // the screen downloads all of its forms (docs/PERFORMANCE.md, "Web: JavaScript budgets").
          // The API's base (the fetch, its tags, cache times) and what every screen takes with it,
          // once: the sign-in page, the shell and the landing's screen each carried a copy of their
          // own (~3.5 KB raw) while the whole was below the 20 KB of a shared chunk. Not the
          // invalidation table: the sign-in page has no use for it.
          apiCore: {
            name: 'api-core',
            test: /[\\/]src[\\/](web[\\/]api[\\/](baseApi|apiStatusSlice|cacheTimes|reportApiError|tags|params|idempotencyKey)\.ts|shared[\\/]dates\.ts|web[\\/]ui[\\/]Button\.tsx)$/,
            // Not the sign-in page's: it keeps the little it needs of it in its own chunk, within
            // its budget, rather than the whole group.
            chunks: (chunk) => chunk.name !== 'login' && !chunk.canBeInitial(),
            minChunks: 2,
            minSize: 0,
            priority: 5,
            reuseExistingChunk: true,
          },
          operationForms: {
            name: 'operation-forms',
            test: /[\\/]src[\\/]web[\\/]features[\\/]operations[\\/](forms|exchange)[\\/]/,
            chunks: 'async',
            minChunks: 2,
            minSize: 0,
            priority: 5,
            reuseExistingChunk: true,
          },
        },
      },
    },
    performance: { hints: false },
    // react-datepicker probes for the optional date-fns-tz with a computed require (its
    // issue #6154); we pass no timeZone prop, so the probe's failure is the intended path.
    ignoreWarnings: [{ module: /react-datepicker/, message: /Critical dependency/ }],
    devServer: {
      port: 3000,
      historyApiFallback: true,
      hot: false,
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
      client: { overlay: { warnings: false, errors: true } },
    },
  };
};
