import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HOME_DESCRIPTION, HOME_TITLE } from '@rl/contracts';
import { SHELL_HEAD_ANCHORS } from '@rl/page-render';
import { nginxForTests, startNginxGateway, startNodeGateway } from './support/engines.js';
import { describeSharedPages } from './support/shared-pages-behaviour.js';

describeSharedPages('node', startNodeGateway);
describeSharedPages('nginx', startNginxGateway(nginxForTests()));

describe("the shell's index.html", () => {
  const repo = fileURLToPath(new URL('../../', import.meta.url));
  it('carries the anchors a filled head replaces (its title and description as the build writes them)', () => {
    const template = readFileSync(`${repo}shell/public/index.html`, 'utf8');
    const webpack = readFileSync(`${repo}shell/webpack.config.js`, 'utf8');
    expect(template).toContain(`<meta name="description" content="${HOME_DESCRIPTION}" />`);
    expect(template).toContain('<title><%= htmlWebpackPlugin.options.title %></title>');
    expect(webpack).toContain(`title: '${HOME_TITLE}'`);
    if (existsSync(`${repo}shell/dist/index.html`)) {
      const built = readFileSync(`${repo}shell/dist/index.html`, 'utf8');
      expect(built).toContain(SHELL_HEAD_ANCHORS.title);
      expect(built).toContain(SHELL_HEAD_ANCHORS.description);
    }
  });
});
