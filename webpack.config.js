// The web app's build: src/web/index.tsx → dist/ (served by the API server in production,
// by webpack-dev-server with an /api proxy in development).
const path = require('node:path');
const fs = require('node:fs');
const CopyPlugin = require('copy-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

// webpack 5.112 ships its minimizer as `minimizer-webpack-plugin` (terser-webpack-plugin's
// successor, same `swcMinify`); resolve webpack's own copy rather than a hoisting accident.
const MinimizerPlugin = require(
  require.resolve('minimizer-webpack-plugin', { paths: [path.dirname(require.resolve('webpack/package.json'))] }),
);

const swcOptions = JSON.parse(fs.readFileSync(path.join(__dirname, '.swcrc'), 'utf8'));

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/web/index.tsx' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    // Production maps are written for our own debugging but not linked from the bundles, and
    // the server refuses to serve any .map file (src/server/plugins/webApp.ts): no public source.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    module: {
      rules: [
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
      new HtmlWebpackPlugin({ template: 'public/index.html', scriptLoading: 'defer' }),
      // public/'s other files (the favicons) go to dist/ under their own names: /favicon.ico.
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
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
