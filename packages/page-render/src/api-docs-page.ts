import { buildOpenApi } from '@rl/contracts';

/**
 * The browsable API page, `/api/docs`: self-contained (nothing loads from outside the origin) and without
 * inline scripts (the page CSP is `script-src 'self'`): `/api/docs.js` reads `/api/openapi.json` and lists
 * every operation with its parameters, request body, answers and schemas.
 */
const API_DOCS_PATHS = { json: '/api/openapi.json', page: '/api/docs', script: '/api/docs.js' } as const;

const API_DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Remote Listings API</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1d232a; }
h1 { margin-bottom: 0; } h2 { border-bottom: 1px solid #d5dbe1; padding-bottom: .25rem; margin-top: 2rem; text-transform: capitalize; }
details.op { border: 1px solid #d5dbe1; border-radius: 6px; margin: .5rem 0; }
details.op > summary { cursor: pointer; padding: .5rem .75rem; display: flex; gap: .75rem; align-items: baseline; }
.method { font: 600 12px/1 ui-monospace, monospace; text-transform: uppercase; padding: .3rem .5rem; border-radius: 4px; color: #fff; min-width: 3.5rem; text-align: center; }
.get { background: #2f6f9f; } .post { background: #2e7d4f; } .put { background: #8a6d1d; } .patch { background: #7b4f9d; } .delete { background: #a33a3a; }
.path { font-family: ui-monospace, monospace; font-weight: 600; } .auth { margin-left: auto; font-size: 12px; color: #5a6672; }
.body { padding: 0 .75rem .75rem; } table { border-collapse: collapse; width: 100%; } td, th { text-align: left; border-top: 1px solid #eceff2; padding: .25rem .5rem; vertical-align: top; }
pre { background: #f5f7f9; padding: .5rem; overflow: auto; font-size: 12px; max-height: 24rem; }
a { color: #2f6f9f; }
</style>
</head>
<body>
<h1>Remote Listings API</h1>
<p id="intro">Loading <a href="${API_DOCS_PATHS.json}">${API_DOCS_PATHS.json}</a>…</p>
<nav id="toc"></nav>
<main id="ops"></main>
<script src="${API_DOCS_PATHS.script}"></script>
</body>
</html>
`;

const API_DOCS_SCRIPT = `'use strict';
(function () {
  var el = function (tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { if (k === 'text') e.textContent = attrs[k]; else e.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { if (c) e.appendChild(typeof c === 'string' ? document.createTextNode(c) : c); });
    return e;
  };
  var resolve = function (doc, s) {
    if (s && s.$ref && s.$ref.indexOf('#/components/schemas/') === 0) return doc.components.schemas[s.$ref.slice(21)];
    return s;
  };
  var pre = function (doc, s) { return el('pre', { text: JSON.stringify(resolve(doc, s), null, 2) }); };
  var render = function (doc) {
    document.getElementById('intro').textContent = (doc.info.description || '') + ' OpenAPI ' + doc.openapi + ': ';
    document.getElementById('intro').appendChild(el('a', { href: '${API_DOCS_PATHS.json}', text: '${API_DOCS_PATHS.json}' }));
    var groups = {};
    Object.keys(doc.paths).forEach(function (path) {
      Object.keys(doc.paths[path]).forEach(function (method) {
        var op = doc.paths[path][method];
        var tag = (op.tags && op.tags[0]) || 'other';
        (groups[tag] = groups[tag] || []).push({ path: path, method: method, op: op });
      });
    });
    var main = document.getElementById('ops');
    var toc = document.getElementById('toc');
    Object.keys(groups).forEach(function (tag) {
      toc.appendChild(el('a', { href: '#' + tag, text: tag }));
      toc.appendChild(document.createTextNode(' '));
      main.appendChild(el('h2', { id: tag, text: tag + ' service' }));
      groups[tag].forEach(function (o) {
        var op = o.op;
        var body = el('div', { class: 'body' });
        if (op.parameters && op.parameters.length) {
          body.appendChild(el('h4', { text: 'Parameters' }));
          body.appendChild(el('table', {}, [el('tr', {}, [el('th', { text: 'name' }), el('th', { text: 'in' }), el('th', { text: 'required' }), el('th', { text: 'schema' })])].concat(
            op.parameters.map(function (p) {
              return el('tr', {}, [el('td', { text: p.name }), el('td', { text: p.in }), el('td', { text: p.required ? 'yes' : 'no' }), el('td', {}, [pre(doc, p.schema)])]);
            }))));
        }
        if (op.requestBody) {
          Object.keys(op.requestBody.content).forEach(function (type) {
            body.appendChild(el('h4', { text: 'Request body (' + type + ')' }));
            body.appendChild(pre(doc, op.requestBody.content[type].schema));
          });
        }
        body.appendChild(el('h4', { text: 'Responses' }));
        Object.keys(op.responses).forEach(function (status) {
          var r = op.responses[status];
          var c = r.content && r.content['application/json'];
          var d = el('details', {}, [el('summary', { text: status + ' ' + r.description })]);
          if (c) d.appendChild(pre(doc, c.schema));
          body.appendChild(d);
        });
        main.appendChild(el('details', { class: 'op', id: op.operationId }, [
          el('summary', {}, [el('span', { class: 'method ' + o.method, text: o.method }), el('span', { class: 'path', text: o.path }),
            el('span', { text: op.summary || '' }), el('span', { class: 'auth', text: 'auth: ' + (op['x-auth'] || 'anonymous') })]),
          body,
        ]));
      });
    });
    var schemas = (doc.components && doc.components.schemas) || {};
    toc.appendChild(el('a', { href: '#schemas', text: 'schemas' }));
    main.appendChild(el('h2', { id: 'schemas', text: 'Shared schemas (#/components/schemas/…)' }));
    Object.keys(schemas).forEach(function (name) {
      main.appendChild(el('details', { class: 'op', id: 'schema-' + name }, [
        el('summary', {}, [el('span', { class: 'path', text: name })]),
        el('div', { class: 'body' }, [pre(doc, schemas[name])]),
      ]));
    });
  };
  fetch('${API_DOCS_PATHS.json}', { headers: { accept: 'application/json' } })
    .then(function (r) { if (!r.ok) throw new Error(r.status + ' ' + r.statusText); return r.json(); })
    .then(render)
    .catch(function (e) { document.getElementById('intro').textContent = 'Could not load the API description: ' + e.message; });
})();
`;

/** The three files the gateway serves, by file name (`openapi.json`, `index.html`, `docs.js`). */
export function apiDocsFiles(): Record<'openapi.json' | 'index.html' | 'docs.js', string> {
  return {
    'openapi.json': `${JSON.stringify(buildOpenApi(), null, 2)}\n`,
    'index.html': API_DOCS_HTML,
    'docs.js': API_DOCS_SCRIPT,
  };
}
