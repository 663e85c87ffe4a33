/**
 * The demo's API calls answered in the page itself: the backend's handlers run on the request
 * without the service worker's round trip. So no answer waits for the worker's install on a first
 * visit, nor for the worker to message a busy page.
 * The browser's own requests (an EventSource, Amplify's calls to the Cognito emulation) cannot be
 * handed a function; they still go through the worker.
 */
import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw';

/**
 * A `fetch` answering from `handlers` in the page; a request none of them answers (or one they pass
 * through) goes to `network`. An aborted signal rejects the call with its reason, as `fetch` does.
 */
export function pageFetch(handlers: readonly RequestHandler[], network: typeof fetch = (...args) => fetch(...args)): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const aborted = new Promise<never>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason as Error), { once: true });
    });
    // The network gets its own copy: a handler may have read the body before passing.
    const response = await Promise.race([getResponse([...handlers], request.clone()), aborted]);
    if (response && !isPassthroughResponse(response)) return response;
    return network(request);
  };
}
