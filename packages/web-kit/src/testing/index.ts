export { renderInShell } from './render-in-shell';
