import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { catalogue, OAUTH_PUBLIC_KEY_PATH, OAUTH_TOKEN_PATH } from '@canteen/contract';

export const OPENAPI_FILE = path.resolve(import.meta.dirname, '../../../openapi.json');

const schemaOf = (s: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

/** The OpenAPI document, generated from the contract catalogue (DESIGN §2). */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of catalogue) {
    const p = e.path;
    const params = [...p.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
    paths[p] ??= {};
    paths[p][e.method.toLowerCase()] = {
      operationId: e.id,
      summary: e.summary,
      'x-menu-id': e.access,
      parameters: params,
      ...(e.method === 'GET'
        ? { description: 'Envelope fields as query parameters; `content` is the JSON text of the schema below.', 'x-content-schema': schemaOf(e.input, 'input') }
        : {
            requestBody: {
              content: {
                [e.kind === 'multipart' ? 'multipart/form-data' : 'application/json']: {
                  schema: { type: 'object', properties: { content: schemaOf(e.input, 'input') } },
                },
              },
            },
          }),
      responses: {
        200: {
          description: e.kind === 'blob' ? 'A file, or a JSON reply on error' : 'Reply envelope',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: schemaOf(e.output, 'output') } },
            },
          },
        },
      },
    };
  }
  paths[OAUTH_TOKEN_PATH] = { post: { operationId: 'auth.token', summary: 'OAuth2 password grant (form body, Basic client header)', responses: { 200: { description: 'token' } } } };
  paths[OAUTH_PUBLIC_KEY_PATH] = { get: { operationId: 'auth.publicKey', summary: 'RSA-OAEP-256 key for password encryption', responses: { 200: { description: 'key' } } } };
  return { openapi: '3.1.0', info: { title: 'Cloud Canteen API', version: '1.0' }, paths };
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
