import { z } from 'zod';
import { SESSION_COOKIE } from '../identity.js';
import { ERROR_SCHEMA, NAMED_SCHEMAS, OPERATIONS, type Operation, type ServiceName } from './catalogue.js';

/** OpenAPI 3.1 (its Schema Object is JSON Schema 2020-12, which `z.toJSONSchema` emits). */
const OPENAPI_VERSION = '3.1.0';

type Json = Record<string, unknown>;

/** A zod schema as JSON Schema: `input` for what clients send (before transforms), `output` for answers. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const s = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Json;
  delete s.$schema;
  return s;
}

const errorRef = { $ref: '#/components/schemas/ApiError' };
const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: errorRef } } });

const STANDARD_ERRORS: Record<string, string> = {
  400: 'invalid input: `fields` names each field and its problem',
  503: 'a dependency (database) is down; `Retry-After` says when to try again',
};

function queryParameters(query: z.ZodType): Json[] {
  const s = jsonSchemaOf(query, 'input');
  const props = (s.properties ?? {}) as Record<string, Json>;
  const required = new Set((s.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, schema]) => ({
    name, in: 'query', required: required.has(name), schema,
    ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
  }));
}

function operationObject(op: Operation): Json {
  const parameters: Json[] = [
    ...Object.entries(op.pathParams ?? {}).map(([name, p]) => ({ name, in: 'path', required: true, description: p.description, schema: jsonSchemaOf(p.schema, 'input') })),
    ...(op.query ? queryParameters(op.query) : []),
  ];
  const responses: Json = {};
  for (const [status, r] of Object.entries(op.responses)) {
    const isError = Number(status) >= 400;
    responses[status] = {
      description: r.description,
      ...(r.headers ? { headers: Object.fromEntries(Object.entries(r.headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }])) } : {}),
      ...(r.schema ? { content: { 'application/json': { schema: jsonSchemaOf(r.schema, 'output') } } }
        : isError ? { content: { 'application/json': { schema: errorRef } } } : {}),
    };
  }
  const errors: Record<string, string> = { ...STANDARD_ERRORS };
  if (op.auth !== 'anonymous') errors[401] = 'not signed in';
  if (op.auth === 'admin') errors[403] = 'not an admin';
  if (op.auth === 'desk') errors[403] = 'not an associate or admin';
  if (op.auth === 'moderation') errors[403] = 'not a moderator or admin';
  for (const [status, description] of Object.entries(errors)) if (!(status in responses)) responses[status] = errorResponse(description);
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [op.service],
    'x-auth': op.auth,
    ...(op.auth === 'anonymous' ? { security: [{}, { session: [] }] } : { security: [{ session: [] }] }),
    ...(parameters.length ? { parameters } : {}),
    ...(op.body ? { requestBody: { required: true, content: { [op.bodyType ?? 'application/json']: { schema: jsonSchemaOf(op.body, 'input') } } } } : {}),
    responses,
  };
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Json>>;
  components: Json;
  tags: { name: string }[];
  [k: string]: unknown;
}

/**
 * Replaces, inside answers, every subtree equal to a named schema's JSON Schema by a `$ref` to it; returns the
 * names used. Bodies and parameters stay inline (they are the validating schemas, converted as they are).
 */
function factorAnswers(paths: OpenApiDocument['paths']): Record<string, Json> {
  const named = Object.entries(NAMED_SCHEMAS).map(([name, schema]) => ({ name, json: jsonSchemaOf(schema, 'output') }));
  const byText = new Map(named.map((n) => [JSON.stringify(n.json), n.name]));
  const used: Record<string, Json> = {};
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const name = byText.get(JSON.stringify(node));
    if (name) {
      used[name] = named.find((n) => n.name === name)!.json;
      return { $ref: `#/components/schemas/${name}` };
    }
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  };
  for (const methods of Object.values(paths)) for (const op of Object.values(methods)) op.responses = walk(op.responses);
  return used;
}

/** One OpenAPI document for the given operations (one service's, or every service's). */
export function buildOpenApi(ops: readonly Operation[] = OPERATIONS, title = 'Remote Listings API'): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const op of ops) (paths[op.path] ??= {})[op.method] = operationObject(op);
  const shared = factorAnswers(paths);
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title,
      version: '1.0.0',
      description: 'Every route is served under the gateway origin. Signed-in calls carry the session cookie; '
        + '`x-auth` on each operation says who may call it (anonymous, user, admin). Every error answer is '
        + '`{ statusCode, error, message, fields?, requestId? }`.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(ops.map((o) => o.service))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchemaOf(ERROR_SCHEMA, 'output'), ...shared },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'session cookie set by POST /api/login' } },
    },
  };
}

export const SERVICE_NAMES: readonly ServiceName[] = ['auth', 'listings', 'moderation', 'media', 'enrichment', 'sales'];

/** One document per service. */
export function buildServiceOpenApis(): Record<ServiceName, OpenApiDocument> {
  return Object.fromEntries(SERVICE_NAMES.map((s) => [s, buildOpenApi(OPERATIONS.filter((o) => o.service === s), `Remote Listings API: ${s}`)])) as Record<ServiceName, OpenApiDocument>;
}
