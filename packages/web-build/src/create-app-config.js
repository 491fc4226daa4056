import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zopfli from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PublicFilesPlugin } from './public-files.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const contractsSrc = path.join(repoRoot, 'packages/contracts/src');

/** swc-loader options for the browser: TSX with the automatic JSX runtime. */
function swcOptions(mode) {
  return {
    // The root .swcrc is for Node code (decorators, ES modules out); the browser build is separate.
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic', development: mode === 'development', refresh: false },
      },
      target: 'es2020',
    },
    sourceMaps: mode === 'development',
  };
}

/**
 * One webpack config for any app of the front end.
 * @param {{
 *   appDir: string,                 // absolute path of the workspace
 *   federation: object,             // from hostFederation() / remoteFederation()
 *   kind: 'host' | 'remote',
 *   mode?: 'production' | 'development',
 *   title?: string,                 // host only: <title> of index.html
 * }} options
 */
export function createAppConfig({ appDir, federation, kind, mode = 'production', title }) {
  const isHost = kind === 'host';
  const hashed = mode === 'production' ? '[name].[contenthash:8].js' : '[name].js';
  return {
    mode,
    context: appDir,
    // A remote has no page of its own: its only entry is remoteEntry.js, added by the federation plugin.
    entry: isHost ? { main: './src/app/index.ts' } : {},
    target: 'web',
    devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The host serves deep links (/vehicles/1), so its chunks must resolve from the root.
      // Remotes live under /mfe/<name>/ and find their own path from the manifest.
      publicPath: isHost ? '/' : 'auto',
      filename: hashed,
      chunkFilename: hashed,
      uniqueName: federation.name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // Workspace sources (contracts) import siblings with the `.js` extension, as Node ESM wants.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: {
        '@rl/contracts$': path.join(contractsSrc, 'index.ts'),
        // the page paths alone (a leaf without zod), for the first load
        '@rl/contracts/pages$': path.join(contractsSrc, 'routes/pages.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: swcOptions(mode) },
        },
        // contracts is pure declarations: let webpack drop the modules a bundle does not use
        // (the browser needs the API paths without pulling zod into the first load).
        { include: contractsSrc, sideEffects: false },
      ],
    },
    optimization: {
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin(federation),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({
              template: path.join(appDir, 'public/index.html'),
              title,
              publicPath: '/',
              scriptLoading: 'defer',
            }),
            new PublicFilesPlugin(path.join(appDir, 'public')),
          ]
        : []),
      // file.js.gz beside every script, style and manifest, served as is by both gateways (nginx's gzip_static):
      // zopfli's gzip is ~15 % smaller than nginx compressing on the fly at its level 1, at no CPU per request.
      // Not index.html: the gateways rewrite it per page.
      ...(mode === 'production'
        ? [
            new CompressionPlugin({
              test: /\.(js|css|json)$/,
              algorithm: (input, options, callback) => zopfli.gzip(input, options, callback),
              // more iterations gain ~0.1 % for twice the build time
              compressionOptions: { numiterations: 1 },
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
  };
}
