// The demo's service worker (issue 12): MSW's own worker (`mockServiceWorker.js`, from `msw init`)
// for the in-browser backend's requests only. MSW's worker asks the page about every request it
// sees; without this filter each script, picture and font of the demo waited for the page's main
// thread, busy starting the app, before it went to the network. The URL prefixes the backend
// serves come in the registration's query (`?serve=<prefix>&serve=...`, see @spur/mocks/browser).
const served = new URL(self.location.href).searchParams.getAll('serve');

// Registered first, so it runs before MSW's listener: stopping the event leaves the request to
// the browser, as if there were no worker.
self.addEventListener('fetch', (event) => {
  if (!served.some((prefix) => event.request.url.startsWith(prefix))) event.stopImmediatePropagation();
});

self.importScripts('./mockServiceWorker.js');
// Spur's own worker (push notifications, the offline voucher): one worker per scope, so the demo's
// is both. Its fetch listener never answers the API requests MSW serves (see there).
self.importScripts('./sw.js');
