/**
 * The OpenAPI 3.1 document of Spur's API, generated from the contract: every row of the endpoint
 * table becomes an operation (method, path, access as bearer security, success status, path and
 * query parameters, request body, response) with the `{ message }` errors it can answer. Schemas
 * come from zod 4's JSON Schema output (2020-12, OpenAPI 3.1's dialect), named after their
 * contract exports (`DealCreateSchema` → `DealCreate`), requests as accepted (input) and
 * responses as sent (output). The live stream (`GET /api/deals/events`, Server-Sent Events) is
 * outside the table and described by hand: its `data` lines are `LiveEvent`s.
 */
import { z } from 'zod';
import * as contract from '@spur/contract';
import {
  endpoints,
  ErrorBodySchema,
  id as uuidSchema,
  LIVE_EVENTS_PATH,
  LIVE_HEARTBEAT_SECONDS,
  LIVE_REPLAY_EVENTS,
  LiveEventSchema,
  type Endpoint,
  type EndpointName,
} from '@spur/contract';
// Imported, not read at run time: the production build bundles it (the contract is not installed there).
import contractPackage from '@spur/contract/package.json' with { type: 'json' };

type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

export const BEARER_SCHEME = 'bearer';
const COMPONENTS = '#/components/schemas/';
const ERROR = 'Error';

/** Contract schemas by their export name, without the `Schema` suffix. */
const schemaNames = new Map<z.ZodType, string>(
  Object.entries(contract).flatMap(([name, value]) =>
    value instanceof z.ZodType && name.endsWith('Schema') ? [[value, name.slice(0, -'Schema'.length)] as const] : [],
  ),
);

/** JSON Schema of one zod schema (its own document keywords dropped). */
function jsonSchema(schema: z.ZodType, io: Io): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest as JsonSchema;
}

/**
 * The named components: every contract schema the table uses, converted once per direction it is
 * used in. One used both ways gets an `Input` twin for its request form.
 */
function components(table: Endpoint[], moreOutputs: z.ZodType[]) {
  const used: Record<Io, Set<z.ZodType>> = { input: new Set(), output: new Set([ErrorBodySchema, ...moreOutputs]) };
  for (const endpoint of table) {
    if (endpoint.body) used.input.add(endpoint.body);
    used.output.add(endpoint.response);
  }
  const nameOf = (schema: z.ZodType, io: Io) => {
    const name = schemaNames.get(schema);
    if (!name) return undefined;
    if (schema === ErrorBodySchema) return ERROR;
    return io === 'input' && used.output.has(schema) ? `${name}Input` : name;
  };
  const schemas: Record<string, JsonSchema> = {};
  for (const io of ['input', 'output'] as const) {
    const registry = z.registry<{ id: string }>();
    for (const schema of used[io]) {
      const name = nameOf(schema, io);
      if (name) registry.add(schema, { id: name });
    }
    const converted = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: (name) => `${COMPONENTS}${name}` });
    for (const [name, { $schema: _, $id: __, ...schema }] of Object.entries(converted.schemas)) schemas[name] = schema;
  }
  /** A `$ref` to the schema's component, or the schema inline when the contract does not name it. */
  const ref = (schema: z.ZodType, io: Io): JsonSchema => {
    const name = nameOf(schema, io);
    return name ? { $ref: `${COMPONENTS}${name}` } : jsonSchema(schema, io);
  };
  return { schemas, ref };
}

/** `listDeals` → `List deals`. */
const summaryOf = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** `/api/deals/:id` → `/api/deals/{id}` and the parameter names. */
function openApiPath(path: string) {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return { path: path.replace(/:(\w+)/g, '{$1}'), names };
}

function queryParameters(query: z.ZodType) {
  const schema = jsonSchema(query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/** The `{ message }` answers an endpoint can give, from what the table says it checks. */
function errorResponses(endpoint: Endpoint, pathParams: string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (endpoint.body) errors['400'] = "Invalid JSON, or the body fails its schema (the first issue's message)";
  else if (endpoint.query) errors['400'] = "The query fails its schema (the first issue's message)";
  if (endpoint.access !== 'public') errors['401'] = endpoint.access === 'optional' ? 'A bearer was sent but is not a valid identity token' : 'No bearer, or not a valid identity token';
  if (endpoint.access === 'business') errors['403'] = 'Not a business account, or not the owner';
  if (pathParams.length > 0) errors['404'] = 'Nothing with that id';
  if (endpoint.body) errors['413'] = 'Body over the size limit';
  return errors;
}

function security(endpoint: Endpoint) {
  switch (endpoint.access) {
    case 'public':
      return [];
    case 'optional':
      return [{}, { [BEARER_SCHEME]: [] }];
    default:
      return [{ [BEARER_SCHEME]: [] }];
  }
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `${COMPONENTS}${ERROR}` } } },
});

/** The live stream's operation. */
function liveEventsOperation(ref: (schema: z.ZodType, io: Io) => JsonSchema) {
  const eventId = { type: 'string', pattern: '^\\d{1,15}$' };
  return {
    operationId: 'liveEvents',
    summary: 'Live events (Server-Sent Events)',
    description: [
      'A `text/event-stream` of catalogue changes, never compressed or cached. Each message: `id` (for `Last-Event-ID`),',
      '`event` (the type) and `data` (the JSON below). A comment line every',
      `${LIVE_HEARTBEAT_SECONDS} s keeps an idle stream open; \`retry\` sets the reconnection delay. With \`Last-Event-ID\``,
      `(or \`?lastEventId=\`), what followed that id is sent first, from the last ${LIVE_REPLAY_EVENTS} events; an id`,
      'older than those gets one `reload` event. A client that does not read is disconnected once its queue passes a bound.',
    ].join(' '),
    tags: ['deals'],
    security: [],
    parameters: [
      { name: 'Last-Event-ID', in: 'header', required: false, schema: eventId },
      { name: 'lastEventId', in: 'query', required: false, description: 'For clients that cannot set the header.', schema: eventId },
    ],
    responses: {
      '200': { description: 'The stream', content: { 'text/event-stream': { schema: ref(LiveEventSchema, 'output') } } },
      '400': errorResponse('Last-Event-ID is not an event id'),
    },
  };
}

export interface OpenApiOptions {
  /** Defaults to the contract package's version. */
  version?: string;
}

export function buildOpenApiDocument(options: OpenApiOptions = {}) {
  const table = Object.entries(endpoints) as Array<[EndpointName, Endpoint]>;
  const { schemas, ref } = components(
    table.map(([, endpoint]) => endpoint),
    [LiveEventSchema],
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, endpoint] of table) {
    const { path, names } = openApiPath(endpoint.path);
    const tag = endpoint.path.split('/')[2]!;
    const parameters = [
      ...names.map((param) => ({
        name: param,
        in: 'path',
        required: true,
        // `:id` names a record by UUID (a malformed one answers 404); others are opaque strings.
        schema: param === 'id' ? jsonSchema(uuidSchema, 'input') : { type: 'string' },
      })),
      ...(endpoint.query ? queryParameters(endpoint.query) : []),
    ];
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId: name,
      summary: summaryOf(name),
      tags: [tag],
      security: security(endpoint),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(endpoint.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: ref(endpoint.body, 'input') } } } }
        : {}),
      responses: {
        [String(endpoint.status)]: {
          description: 'Success',
          content: { 'application/json': { schema: ref(endpoint.response, 'output') } },
        },
        ...Object.fromEntries(
          Object.entries(errorResponses(endpoint, names)).map(([status, description]) => [status, errorResponse(description)]),
        ),
        default: errorResponse('Any other refusal (409 state conflicts, 429 rate limits): `{ message }`'),
      },
    };
  }
  paths[LIVE_EVENTS_PATH] = { get: liveEventsOperation(ref) };
  return {
    openapi: '3.1.1',
    info: {
      title: 'Spur API',
      version: options.version ?? contractPackage.version,
      description:
        'The API of Spur, a last-minute local-deals marketplace, generated from `@spur/contract`. Every error body is `{ "message": string }`.',
    },
    paths,
    components: {
      schemas,
      securitySchemes: {
        [BEARER_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'A Cognito ID token (token_use: id) of the configured user pool.',
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
