import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const NAME = 'PublicFilesPlugin';

/**
 * Host only: every file of the app's `public/` folder but the page template (index.html), emitted as it is at
 * the root of the build (the platform's share picture, /og-image.png): files pages link to by a fixed path.
 */
export class PublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of readdirSync(this.dir)) {
          const file = path.join(this.dir, name);
          if (name === 'index.html' || !statSync(file).isFile()) continue;
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new RawSource(readFileSync(file)));
        }
      });
    });
  }
}
