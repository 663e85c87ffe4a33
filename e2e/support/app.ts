/**
 * Page helpers shared by the specs: accounts, the navigation bar, toasts, log in/out and the
 * deals grid. They act and wait the way a user does: on roles, labels and visible texts.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@spur/demo-data';
import { DEMO_COGNITO } from '@spur/mocks/cognito-config';
import { expect, test } from './fixtures';
import type { Backend } from './projects';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/** Every verification code of the demo and the local full stack. */
export const VERIFICATION_CODE = '123456';
/** A password every user pool of the suite accepts. */
export const PASSWORD = 'E2e-Passw0rd!';

/** A new address for a user of one test: `e2e+<random>@spur.example`. */
export function uniqueEmail(): string {
  return `e2e+${randomBytes(6).toString('hex')}@spur.example`;
}

// ---- layout --------------------------------------------------------------------------------

export function banner(page: Page): Locator {
  return page.getByRole('banner');
}

export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The "Log Out" control of the navigation bar: visible exactly when signed in. */
export function logOutButton(page: Page): Locator {
  return banner(page).getByRole('button', { name: 'Log Out' });
}

export async function expectSignedIn(page: Page) {
  await expect(logOutButton(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Log In' })).toBeHidden();
}

export async function expectSignedOut(page: Page) {
  await expect(banner(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(logOutButton(page)).toBeHidden();
}

/** Path and query of the page's URL ("/deals?search=kayak"). */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

export async function expectPath(page: Page, expected: string | RegExp) {
  await expect.poll(() => pathOf(page), { message: `the page's path and query` }).toEqual(expected instanceof RegExp ? expect.stringMatching(expected) : expected);
}

// ---- toasts ------------------------------------------------------------------------------

/**
 * The notifications region (Radix toast viewport, "Notifications (F8)"). Found by its attributes,
 * not its role: while a modal dialog is open the rest of the page, the region included, is hidden
 * from the accessibility tree (Radix announces each toast through its own live region).
 */
export function toastRegion(page: Page): Locator {
  return page.locator('[role="region"][aria-label^="Notifications"]');
}

/** The toasts on screen (the items of the region's list). */
export function toasts(page: Page): Locator {
  return toastRegion(page).locator('li');
}

/** The toast whose title is `title` (and, when given, whose text also contains `description`). */
export function toast(page: Page, title: string, description?: string | RegExp): Locator {
  let found = toasts(page).filter({ has: page.getByText(title, { exact: true }) });
  if (description) found = found.filter({ hasText: description });
  return found;
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  await expect(toast(page, title, description)).toBeVisible();
}

/**
 * Closes every toast on screen with its close button (instead of waiting out its 5 s) and waits
 * until none is left. By CSS, not role: under an open modal dialog the toasts are hidden from the
 * accessibility tree, but still on screen.
 */
export async function closeToasts(page: Page) {
  const open = toasts(page).and(page.locator('[data-state="open"]'));
  for (let count = await open.count(); count > 0; count = await open.count()) {
    await open.first().locator('button[aria-label="Close"]').click();
    await expect(open).toHaveCount(count - 1);
  }
  await expect(toasts(page)).toHaveCount(0);
}

// ---- accounts ----------------------------------------------------------------------------

export interface Account {
  email: string;
  password: string;
}

/** The user pool the app signs in with: its Cognito endpoint and app client. */
interface UserPool {
  endpoint: string;
  clientId: string;
}

interface CognitoAnswer {
  status: number;
  text: string;
}

/** The full stack's user pool (cognito-local), read once per worker from the app's `/spur-config.js`. */
let fullstackPool: Promise<UserPool> | undefined;

function fullstackUserPool(page: Page): Promise<UserPool> {
  fullstackPool ??= (async () => {
    const script = await (await page.request.get('/spur-config.js')).text();
    const config = JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as { cognito?: { userPoolEndpoint?: string; userPoolClientId?: string } };
    const endpoint = config.cognito?.userPoolEndpoint;
    const clientId = config.cognito?.userPoolClientId;
    if (!endpoint || !clientId) throw new Error(`no user pool in the full stack's /spur-config.js: ${script}`);
    return { endpoint, clientId };
  })();
  return fullstackPool;
}

const DEMO_POOL: UserPool = { endpoint: DEMO_COGNITO.endpointPath, clientId: DEMO_COGNITO.userPoolClientId };

/**
 * Brings the page to the demo's /deals unless it already shows a page of the app: the demo's
 * Cognito emulation answers only inside a page of the demo (through its service worker).
 */
async function onDemoPage(page: Page) {
  const baseURL = test.info().project.use.baseURL;
  if (baseURL && page.url().startsWith(new URL(baseURL).origin)) return;
  await page.goto('/deals');
  await expect(dealsCount(page)).toBeVisible();
}

/**
 * One call to the user pool's API (`AWSCognitoIdentityProviderService.<action>`): on the full stack
 * straight to cognito-local, from the test; in the demo from the page, once its service worker
 * (which answers the browser's own Cognito requests) controls it.
 */
async function callCognito(page: Page, backend: Backend, action: string, body: Record<string, unknown>): Promise<CognitoAnswer> {
  const headers = { 'Content-Type': 'application/x-amz-json-1.1', 'X-Amz-Target': `AWSCognitoIdentityProviderService.${action}` };
  if (backend === 'fullstack') {
    const pool = await fullstackUserPool(page);
    const response = await page.request.post(pool.endpoint, { headers, data: JSON.stringify({ ClientId: pool.clientId, ...body }), failOnStatusCode: false });
    return { status: response.status(), text: await response.text() };
  }
  await onDemoPage(page);
  return page.evaluate(
    async ({ pool, headers, body }) => {
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
      // A controller is not yet a started backend: until the page has activated MSW in its worker,
      // a request goes on to the static server, which answers 405 to a POST. Asked again shortly.
      for (let attempt = 1; ; attempt += 1) {
        const response = await fetch(`${location.origin}${pool.endpoint}`, { method: 'POST', headers, body: JSON.stringify({ ClientId: pool.clientId, ...body }) });
        if (response.status !== 405 || attempt === 50) return { status: response.status, text: await response.text() };
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    { pool: DEMO_POOL, headers, body },
  );
}

/**
 * A new, verified account, made the quick way: the user pool's SignUp and ConfirmSignUp calls
 * (what the sign-up screen does; that screen has its own test). On the full stack no page is
 * loaded; in the demo the page is left on a page of the demo (/deals when it had none).
 */
export async function createAccount(page: Page, backend: Backend, account: Partial<Account> = {}): Promise<Account> {
  const email = account.email ?? uniqueEmail();
  const password = account.password ?? PASSWORD;
  const signUp = await callCognito(page, backend, 'SignUp', {
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }],
  });
  expect(signUp.status, `SignUp: ${signUp.text}`).toBe(200);
  const confirm = await callCognito(page, backend, 'ConfirmSignUp', { Username: email, ConfirmationCode: VERIFICATION_CODE });
  expect(confirm.status, `ConfirmSignUp: ${confirm.text}`).toBe(200);
  return { email, password };
}

/**
 * Signs in the quick way, for every test that is not about signing in: the user pool's
 * InitiateAuth (USER_PASSWORD_AUTH, the flow the app uses with both emulators), then the tokens
 * written where Amplify v6 keeps them in the app (`CognitoIdentityServiceProvider.<client>.<username>.*`,
 * as its TokenStore does, in the cookies of `app/src/auth/amplify.ts`) before `path` loads; the
 * full stack's server renders that page signed in, and the app restores the sign-in as it does
 * after a reload (Amplify's tokens, then /api/users/init and the profile). Waits for `path`, signed in.
 */
export async function signIn(page: Page, backend: Backend, account: Account, path = '/') {
  await page.context().addCookies(await amplifySignInCookies(page, backend, account));
  await page.goto(path);
  await expectSignedIn(page);
}

/**
 * Amplify's sign-in for `account` as the browser keeps it: cookies on the app's origin, named and
 * encoded as Amplify's CookieStorage (js-cookie) writes them.
 */
export async function amplifySignInCookies(page: Page, backend: Backend, { email, password }: Account) {
  const answer = await callCognito(page, backend, 'InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });
  expect(answer.status, `InitiateAuth: ${answer.text}`).toBe(200);
  const tokens = (JSON.parse(answer.text) as { AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string } }).AuthenticationResult;
  expect(tokens?.AccessToken && tokens.IdToken, `InitiateAuth gave no tokens: ${answer.text}`).toBeTruthy();
  const clientId = backend === 'fullstack' ? (await fullstackUserPool(page)).clientId : DEMO_POOL.clientId;
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const entries: [string, string][] = [
    [`${prefix}.LastAuthUser`, email],
    [`${prefix}.${email}.accessToken`, tokens!.AccessToken!],
    [`${prefix}.${email}.idToken`, tokens!.IdToken!],
    [`${prefix}.${email}.clockDrift`, '0'],
    [`${prefix}.${email}.signInDetails`, JSON.stringify({ loginId: email, authFlowType: 'USER_PASSWORD_AUTH' })],
    ...(tokens!.RefreshToken ? [[`${prefix}.${email}.refreshToken`, tokens!.RefreshToken] as [string, string]] : []),
  ];
  const url = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  return entries.map(([name, value]) => ({ name: jsCookieName(name), value: jsCookieValue(value), url, sameSite: 'Lax' as const }));
}

/*
 * Encoded exactly as js-cookie (Amplify's CookieStorage) writes them: it removes a cookie by the
 * name it would write, so another encoding of the same name (`%2B` for the `+` of an address)
 * would outlive a sign-out.
 */
const jsCookieName = (name: string) =>
  encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
const jsCookieValue = (value: string) => encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

/** Logs in through /login and waits for the home page, signed in (the specs about signing in; the others use signIn). */
export async function logIn(page: Page, { email, password }: Account) {
  await page.goto('/login');
  await fillLogin(page, { email, password });
  await expectToast(page, 'Login successful', 'Welcome back to Spur!');
  await expectPath(page, '/');
  await expectSignedIn(page);
}

export async function fillLogin(page: Page, { email, password }: Account) {
  const form = main(page);
  await form.getByRole('textbox', { name: 'Email or Username', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
}

/** A new account, signed in (through the API), on the home page. */
export async function signedInUser(page: Page, backend: Backend): Promise<Account> {
  const account = await createAccount(page, backend);
  await signIn(page, backend, account);
  return account;
}

export async function logOut(page: Page) {
  await logOutButton(page).click();
  await expectToast(page, 'Logged out successfully');
  await expectPath(page, '/');
  await expectSignedOut(page);
}

// ---- deals -------------------------------------------------------------------------------

/** "26 deals" above the grid: shown once the deals have loaded. */
export function dealsCount(page: Page): Locator {
  return main(page).getByText(/^\d+ deals?$/);
}

export function dealGrid(page: Page): Locator {
  return main(page).getByRole('list', { name: 'Deals' });
}

export function dealCard(page: Page, title: string): Locator {
  return dealGrid(page).getByRole('article', { name: title, exact: true });
}

/** The titles of the deal cards shown, in order. */
/** /deals shows a page of deals at a time: presses "Show more" until every deal is there. */
export async function showEveryDeal(page: Page): Promise<void> {
  await expect(dealsCount(page)).toBeVisible();
  // A page opened with context.newPage() skips the fixture's wait: a click on the server's
  // HTML before hydration would be lost.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const more = main(page).getByRole('link', { name: 'Show more' });
  const cards = dealGrid(page).getByRole('article');
  while (await more.isVisible()) {
    const shown = await cards.count();
    await more.click();
    await expect(cards).not.toHaveCount(shown);
  }
}

/** The titles of every deal on /deals (all its pages). */
export async function dealTitles(page: Page): Promise<string[]> {
  await showEveryDeal(page);
  return dealGrid(page).getByRole('article').getByRole('heading').allInnerTexts();
}

/** The number in a card's "{n} slots left" ("No slots left" is 0). */
export async function slotsLeft(card: Locator): Promise<number> {
  const text = await card.getByText(/(\d+ slots? left|No slots left)$/).innerText();
  return /^No/.test(text) ? 0 : Number(/\d+/.exec(text)?.[0]);
}
