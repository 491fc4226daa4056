import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { apiDocsFiles } from '@rl/page-render';
import { API_DOCS, PAGE_HEADERS } from './routing-table.js';

/** Writes the API documentation files (API_DOCS.files) into `dir`, for nginx; returns `dir`. */
export function writeApiDocs(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(apiDocsFiles())) writeFileSync(join(dir, name), text);
  return dir;
}

/** Node gateway: answers the API_DOCS paths from memory (GET and HEAD; 405 otherwise), before any `/api` route. */
export function createApiDocsHandler(): { serves(path: string): boolean; handle(req: Request, res: Response, next: NextFunction): void } {
  const texts = apiDocsFiles() as Record<string, string>;
  const byPath = new Map(API_DOCS.files.map((f) => [f.path as string, { ...f, body: Buffer.from(texts[f.file]!, 'utf8') }]));
  return {
    serves: (path) => byPath.has(path),
    handle(req, res) {
      const f = byPath.get(res.locals.path as string)!;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.status(405).setHeader('Allow', 'GET, HEAD');
        res.type('text/plain').send('Method Not Allowed');
        return;
      }
      res.setHeader('Content-Type', `${f.contentType}; charset=utf-8`);
      res.setHeader('Cache-Control', API_DOCS.cacheControl);
      if (f.page) for (const [k, v] of Object.entries(PAGE_HEADERS)) res.setHeader(k, v);
      res.status(200).send(f.body);
    },
  };
}
