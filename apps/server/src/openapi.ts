import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { Code, catalogue, importFailure, type Access, type AnyEndpoint } from '@canteen/contract';
import {
  AREA_TAGS,
  COMPONENTS,
  ENVELOPE_QUERY_PARAMETERS,
  errorResponses,
  headerParameters,
  INFO,
  OAUTH_PATHS,
  schemaRef,
  SECURITY,
  SERVERS,
  type Json,
} from './openapiComponents';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../openapi.json');

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Visits every `$ref` of a JSON schema, replacing it with what `to` returns. */
function mapRefs(node: unknown, to: (ref: string) => string): unknown {
  if (Array.isArray(node)) return node.map((n) => mapRefs(n, to));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? to(v) : mapRefs(v, to)]));
}

/**
 * Converts zod schemas to JSON Schema (2020-12, the dialect of OpenAPI 3.1). Recursive schemas (trees) come with
 * `$defs`; those move to components/schemas, named after the endpoint unless the schema has a meta id, and the same
 * definition met twice keeps one name.
 */
function schemaConverter(components: Record<string, Json>) {
  const byContent = new Map<string, string>();
  return (schema: z.ZodType, io: 'input' | 'output', owner: string): Json => {
    const { $schema: _, $defs, ...root } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
    const defs = Object.entries(($defs ?? {}) as Record<string, Json>);
    const key = JSON.stringify($defs);
    const names = new Map(
      defs.map(([name], i) => {
        const seen = byContent.get(`${key}|${name}`);
        if (seen) return [name, seen];
        const base = name.startsWith('__schema') ? `${owner}${io === 'input' ? 'Input' : ''}Node${defs.length > 1 ? i + 1 : ''}` : name;
        let unique = base;
        for (let n = 2; components[unique]; n++) unique = `${base}${n}`;
        byContent.set(`${key}|${name}`, unique);
        return [name, unique];
      }),
    );
    const rewrite = (ref: string) => {
      const m = /^#\/\$defs\/(.+)$/.exec(ref);
      if (!m || !names.has(m[1])) throw new Error(`${owner}: cannot place the JSON schema reference ${ref}`);
      return schemaRef(names.get(m[1])!).$ref;
    };
    for (const [name, def] of defs) components[names.get(name)!] = mapRefs(def, rewrite) as Json;
    return mapRefs(root, rewrite) as Json;
  };
}

/** Public calls that check a credential of their own and refuse a wrong one with 20001 (HTTP 401). */
const CREDENTIAL_CHECKS = new Set(['devices.deviceLogin']);

const pascal = (id: string) => id.replace(/(^|\.)(\w)/g, (_, __, c: string) => c.toUpperCase());

function security(access: Access) {
  if (access === 'public') return [];
  return [{ [access === 'device' ? SECURITY.device : SECURITY.manager]: [] }];
}

function accessText(access: Access) {
  if (typeof access === 'number') return `Managers whose role grants menu id ${access}.`;
  return { session: 'Any signed-in manager.', device: 'A device, with its device token.', public: 'Anyone: no token.' }[access];
}

/** Path parameters travel in the path (the server merges them into `content`), so `content` does not repeat them. */
function withoutPathParameters(schema: Json, names: string[]): Json {
  const properties = schema.properties as Record<string, Json> | undefined;
  if (!properties || !names.length) return schema;
  const out: Json = {
    ...schema,
    properties: Object.fromEntries(Object.entries(properties).filter(([k]) => !names.includes(k))),
  };
  const required = Array.isArray(schema.required) ? schema.required.filter((k: string) => !names.includes(k)) : [];
  if (required.length) out.required = required;
  else delete out.required;
  return out;
}

/** A 200 reply: the envelope with its code and the schema of its data. */
const reply = (code: Code, data: Json) => ({ allOf: [schemaRef('Reply'), { type: 'object', properties: { code: { const: code }, data } }] });

function operation(e: AnyEndpoint, convert: ReturnType<typeof schemaConverter>) {
  const area = e.id.split('.')[0];
  if (!AREA_TAGS[area]) throw new Error(`${e.id}: add a tag description for area "${area}" to openapiComponents.ts`);
  const owner = pascal(e.id);
  const pathNames = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const shape = e.input instanceof z.ZodObject ? (e.input.shape as Record<string, z.ZodType>) : {};
  const pathParameters = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: shape[name] ? convert(shape[name], 'output', owner) : { type: 'string' },
  }));
  const content = withoutPathParameters(convert(e.input, 'input', owner), pathNames);
  const request =
    e.method === 'GET'
      ? { parameters: [...ENVELOPE_QUERY_PARAMETERS, { name: 'content', in: 'query', required: false, description: 'JSON text; absent is `{}`', content: { 'application/json': { schema: content } } }] }
      : e.kind === 'multipart'
        ? {
            requestBody: {
              required: true,
              content: {
                'multipart/form-data': {
                  schema: {
                    allOf: [
                      schemaRef('RequestEnvelope'),
                      {
                        type: 'object',
                        required: ['file'],
                        properties: {
                          content: { type: 'string', description: 'JSON text; absent is `{}`', contentMediaType: 'application/json', contentSchema: content },
                          file: { type: 'string', contentMediaType: 'application/octet-stream' },
                        },
                      },
                    ],
                  },
                },
              },
            },
          }
        : {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: { allOf: [schemaRef('RequestEnvelope'), { type: 'object', required: ['content'], properties: { content } }] } } },
            },
          };
  const ok =
    e.kind === 'blob'
      ? {
          description: 'The file; a refusal is a JSON error reply',
          headers: { 'Content-Disposition': { description: 'attachment with the file name', schema: { type: 'string' } } },
          content: { [XLSX_TYPE]: { schema: { type: 'string', contentMediaType: XLSX_TYPE } } },
        }
      : {
          description: e.rowErrors ? 'Reply envelope: 10000 with the result, or 59000 with the rows that refused the sheet' : 'Reply envelope',
          content: {
            'application/json': {
              schema: e.rowErrors
                ? { oneOf: [reply(Code.OK, convert(e.output, 'output', owner)), reply(Code.PASS_THROUGH, schemaRef('ImportFailure'))] }
                : reply(Code.OK, convert(e.output, 'output', owner)),
            },
          },
        };
  return {
    operationId: e.id,
    tags: [area],
    summary: e.summary,
    description: `${accessText(e.access)}${e.method === 'GET' ? ' The envelope travels as query parameters.' : ''}`,
    security: security(e.access),
    ...(typeof e.access === 'number' ? { 'x-menu-id': e.access } : {}),
    parameters: [...pathParameters, ...headerParameters(e.access === 'device'), ...(request.parameters ?? [])],
    ...('requestBody' in request ? { requestBody: request.requestBody } : {}),
    responses: { 200: ok, ...errorResponses(e.access !== 'public', CREDENTIAL_CHECKS.has(e.id)) },
  };
}

/** The OpenAPI document, generated from the contract catalogue (DESIGN §2). */
export function openApiDocument() {
  const schemas: Record<string, Json> = { ...COMPONENTS.schemas };
  const convert = schemaConverter(schemas);
  schemas.ImportFailure = { ...convert(importFailure, 'output', 'ImportFailure'), description: 'data of a 59000 import reply: the rows that refused the sheet; nothing was written' };
  const paths: Record<string, Record<string, unknown>> = structuredClone(OAUTH_PATHS);
  for (const e of catalogue) {
    const method = e.method.toLowerCase();
    paths[e.path] ??= {};
    if (paths[e.path][method]) throw new Error(`${e.id}: ${e.method} ${e.path} is declared twice`);
    paths[e.path][method] = operation(e, convert);
  }
  return {
    openapi: '3.1.0',
    info: INFO,
    servers: SERVERS,
    tags: Object.entries(AREA_TAGS).map(([name, description]) => ({ name, description })),
    paths,
    components: { ...COMPONENTS, schemas },
  };
}

const rendered = () => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
if (process.argv.includes('--write')) {
  fs.writeFileSync(OPENAPI_FILE, rendered());
  console.log(`wrote ${OPENAPI_FILE}`);
}
// CI fails when the committed document no longer matches the catalogue, so API changes show in review.
if (process.argv.includes('--check')) {
  const committed = fs.existsSync(OPENAPI_FILE) ? fs.readFileSync(OPENAPI_FILE, 'utf8') : '';
  if (committed !== rendered()) {
    console.error('openapi.json is stale: run `npm run openapi` and commit it');
    process.exit(1);
  }
}
