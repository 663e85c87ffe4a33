/**
 * MSW handler for the emulated Cognito user pool: `POST <endpoint>` with
 * `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>` and an AWS JSON 1.1 body.
 * Errors are `400 { "__type": "<Name>Exception", "message": "..." }`, which Amplify turns into
 * an AuthError with that name and message.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockBackend } from '../backend';
import { randomUuid } from '../crypto';
import { AMZ_TARGET_PREFIX, DEMO_COGNITO } from './config';
import { COGNITO_MESSAGES, CognitoError } from './errors';
import { cognitoActions } from './service';
import { inBrowser } from '../page';

const CONTENT_TYPE = 'application/x-amz-json-1.1';

function reply(status: number, body: unknown): Response {
  return new HttpResponse(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': CONTENT_TYPE, 'x-amzn-RequestId': randomUuid() },
  });
}

function errorReply(error: CognitoError): Response {
  const response = reply(error.status, { __type: error.type, message: error.message });
  response.headers.set('x-amzn-ErrorType', `${error.type}:`);
  return response;
}

/** Runs one Cognito action against the backend (exported for tests and tools). */
export async function callCognito(backend: MockBackend, target: string | null, bodyText: string): Promise<Response> {
  await backend.ready();
  const action = target?.startsWith(AMZ_TARGET_PREFIX) ? target.slice(AMZ_TARGET_PREFIX.length) : '';
  const implementation = Object.hasOwn(cognitoActions, action) ? cognitoActions[action] : undefined;
  if (!implementation) {
    return errorReply(new CognitoError('UnknownOperationException', COGNITO_MESSAGES.unsupportedAction(action || 'this operation')));
  }
  let input: unknown;
  try {
    input = bodyText ? JSON.parse(bodyText) : {};
  } catch {
    return errorReply(new CognitoError('SerializationException', 'Unable to parse the request body as JSON.'));
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return errorReply(new CognitoError('SerializationException', 'The request body must be a JSON object.'));
  }
  try {
    return reply(200, await implementation(backend, input as Record<string, unknown>));
  } catch (error) {
    if (error instanceof CognitoError) return errorReply(error);
    throw error;
  } finally {
    backend.commit();
  }
}

export interface CognitoHandlerOptions {
  backend: MockBackend;
  /**
   * Absolute endpoint, or a path. A path is matched on the page's origin in browsers and on any
   * origin in Node. Default `/mock-cognito`.
   */
  endpoint?: string;
}

export function cognitoPattern(endpoint: string = DEMO_COGNITO.endpointPath): string {
  if (/^https?:\/\//.test(endpoint)) return endpoint;
  return inBrowser() ? endpoint : `*${endpoint}`;
}

export function createCognitoHandlers({ backend, endpoint }: CognitoHandlerOptions): HttpHandler[] {
  return [
    http.post(cognitoPattern(endpoint), async ({ request }) =>
      callCognito(backend, request.headers.get('x-amz-target'), await request.text()),
    ),
  ];
}
