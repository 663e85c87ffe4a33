/** The OpenAPI document: valid OpenAPI 3.1, and every endpoint of the contract's table in it, exactly. */
import { dereference, validate, compileErrors } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIVE_EVENTS_PATH, LiveEventSchema, endpoints, type Endpoint } from '@spur/contract';
import { BEARER_SCHEME, buildOpenApiDocument } from './document';

const document = buildOpenApiDocument();
const table = Object.entries(endpoints) as Array<[string, Endpoint]>;
/** What the generator should have said about a schema, every `$ref` resolved. */
const expected = (schema: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- walked freely, asserted below
type Loose = any;

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\./);
  });

  it('has one operation per endpoint of the table and the live stream, nothing else', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => `${method.toUpperCase()} ${path} ${(operation as Loose).operationId}`),
    );
    const fromTable = table.map(([name, endpoint]) => `${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')} ${name}`);
    expect(operations.sort()).toEqual([...fromTable, `GET ${LIVE_EVENTS_PATH} liveEvents`].sort());
  });

  it('describes the live stream: public, its events, its resume point, its 400', async () => {
    const operation = ((await dereference(structuredClone(document) as never)) as Loose).paths[LIVE_EVENTS_PATH].get;
    expect(operation.security).toEqual([]);
    expect(operation.responses['200'].content['text/event-stream'].schema).toEqual(expected(LiveEventSchema, 'output'));
    expect(operation.parameters.map((parameter: Loose) => `${parameter.in} ${parameter.name}`)).toEqual(['header Last-Event-ID', 'query lastEventId']);
    expect(Object.keys(operation.responses)).toEqual(['200', '400']);
  });

  describe.each(table)('%s', (name, endpoint) => {
    const dereferenced = dereference(structuredClone(document) as never) as Promise<Loose>;
    const operationOf = async () => {
      const resolved = await dereferenced;
      return resolved.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')][endpoint.method.toLowerCase()];
    };

    it('answers its success status with the response schema', async () => {
      const operation = await operationOf();
      expect(operation.operationId).toBe(name);
      expect(operation.responses[String(endpoint.status)].content['application/json'].schema).toEqual(expected(endpoint.response, 'output'));
    });

    it('takes its request body, query and path parameters', async () => {
      const operation = await operationOf();
      if (endpoint.body) {
        expect(operation.requestBody.content['application/json'].schema).toEqual(expected(endpoint.body, 'input'));
      } else {
        expect(operation.requestBody).toBeUndefined();
      }
      const parameters: Loose[] = operation.parameters ?? [];
      const pathNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(pathNames);
      const query = endpoint.query ? (expected(endpoint.query, 'input') as Loose) : { properties: {} };
      expect(Object.fromEntries(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter.schema]))).toEqual(
        query.properties,
      );
    });

    it('says who may call it and answers errors as { message }', async () => {
      const operation = await operationOf();
      const bearer = { [BEARER_SCHEME]: [] };
      const security = { public: [], optional: [{}, bearer], user: [bearer], business: [bearer] }[endpoint.access];
      expect(operation.security).toEqual(security);
      const errorStatuses = Object.keys(operation.responses).filter((status) => status !== String(endpoint.status));
      expect(errorStatuses).toContain('default');
      if (endpoint.access === 'user' || endpoint.access === 'business') expect(errorStatuses).toContain('401');
      if (endpoint.access === 'business') expect(errorStatuses).toContain('403');
      if (endpoint.body) expect(errorStatuses).toEqual(expect.arrayContaining(['400', '413']));
      for (const status of errorStatuses) {
        expect(operation.responses[status].content['application/json'].schema).toEqual({
          type: 'object',
          properties: { message: { type: 'string' } },
          required: ['message'],
          additionalProperties: false,
        });
      }
    });
  });
});
