import { describe, expect, it } from 'vitest';
import { catalogue, Code, httpStatusOf } from '@canteen/contract';
import { openApiDocument } from './openapi';
import { SECURITY } from './openapiComponents';

interface Operation {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

const doc = openApiDocument();
const operations = Object.values(doc.paths).flatMap((item) => Object.values(item) as Operation[]);
const opById = new Map(operations.map((o) => [o.operationId, o]));

function refsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}

/** Follows a local JSON pointer (RFC 6901) through the document. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

describe('the OpenAPI document', () => {
  it('resolves every $ref inside the document', () => {
    const refs = [...new Set(refsOf(doc))];
    expect(refs.length).toBeGreaterThan(0);
    expect(refs.filter((r) => resolve(r) === undefined)).toEqual([]);
  });

  it('has each endpoint once, under a unique operationId', () => {
    expect(operations.length).toBe(new Set(operations.map((o) => o.operationId)).size);
    for (const e of catalogue) expect(opById.has(e.id), e.id).toBe(true);
  });

  it('tags every operation with a described tag', () => {
    const described = new Set(doc.tags.filter((t) => t.description).map((t) => t.name));
    for (const o of operations) {
      expect(o.tags?.length, o.operationId).toBe(1);
      expect(described.has(o.tags![0]), o.operationId).toBe(true);
    }
  });

  it('requires the right token of guarded operations and none of public ones', () => {
    const schemes = doc.components.securitySchemes as Record<string, { type: string; scheme?: string }>;
    for (const e of catalogue) {
      const security = opById.get(e.id)!.security;
      if (e.access === 'public') {
        expect(security, e.id).toEqual([]);
        continue;
      }
      expect(security?.length, e.id).toBe(1);
      const [name] = Object.keys(security![0]);
      expect(schemes[name], e.id).toMatchObject({ type: 'http', scheme: 'bearer' });
      expect(name === SECURITY.device, e.id).toBe(e.access === 'device');
    }
  });

  it('documents the error replies of every envelope operation', () => {
    for (const e of catalogue) {
      const statuses = Object.keys(opById.get(e.id)!.responses);
      // A device login refuses a wrong secret with 20001 (HTTP 401), though it needs no token.
      const unauthorized = e.access !== 'public' || e.id === 'devices.deviceLogin' ? ['401'] : [];
      const expected = ['200', '400', '404', '409', '422', '429', '500', ...unauthorized, ...(e.access === 'public' ? [] : ['403'])];
      expect(statuses.sort(), e.id).toEqual(expected.sort());
    }
  });

  it('publishes a 59000 with the rows of a refused sheet only for the imports that answer it', () => {
    const codesOf = (e: (typeof catalogue)[number]) => {
      const ok = opById.get(e.id)!.responses['200'] as { content: Record<string, { schema: { oneOf?: unknown[]; allOf?: unknown[] } }> };
      const schema = ok.content['application/json']?.schema;
      if (!schema) return [];
      const alternatives = (schema.oneOf ?? [schema]) as { allOf: { properties?: { code?: { const: number }; data?: { $ref?: string } } }[] }[];
      return alternatives.map((a) => `${a.allOf[1].properties!.code!.const}${a.allOf[1].properties!.data?.$ref?.endsWith('/ImportFailure') ? ' ImportFailure' : ''}`);
    };
    expect(codesOf(catalogue.find((e) => e.id === 'customers.importAdd')!)).toEqual(['10000', '59000 ImportFailure']);
    expect(codesOf(catalogue.find((e) => e.id === 'customers.add')!)).toEqual(['10000']);
    for (const e of catalogue.filter((x) => x.kind !== 'blob')) expect(codesOf(e).length, e.id).toBe(e.rowErrors ? 2 : 1);
  });

  it('lists every error code in ErrorReply, each under its HTTP status', () => {
    const errorCodes = Object.values(Code).filter((c) => httpStatusOf[c] >= 400);
    const errorReply = doc.components.schemas.ErrorReply as { properties: { code: { enum: number[] } } };
    expect(errorReply.properties.code.enum.sort()).toEqual(errorCodes.sort());
    const op = opById.get('auth.logout')!;
    for (const [status, response] of Object.entries(op.responses).filter(([s]) => s !== '200')) {
      const schema = (resolve((response as { $ref: string }).$ref) as { content: Record<string, { schema: { allOf: { properties?: { code?: { enum: number[] } } }[] } }> })
        .content['application/json'].schema;
      const codes = schema.allOf[1].properties!.code!.enum;
      expect(codes.length, status).toBeGreaterThan(0);
      for (const c of codes) expect(httpStatusOf[c as Code], `${c}`).toBe(Number(status));
    }
  });

  it('gives each path parameter a schema and keeps it out of content', () => {
    const remove = doc.paths['/admin/api/v1/mgrrole/remove/{id}'].delete as {
      parameters: { name?: string; schema?: { type: string } }[];
      requestBody: { content: Record<string, { schema: { allOf: { properties?: { content?: { properties: object } } }[] } }> };
    };
    expect(remove.parameters.find((p) => p.name === 'id')?.schema?.type).toBe('integer');
    expect(remove.requestBody.content['application/json'].schema.allOf[1].properties?.content?.properties).not.toHaveProperty('id');
  });
});
