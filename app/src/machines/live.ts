/**
 * The real side effects of every machine: Amplify (through `authService`) and the API client.
 * Screens combine these with their UI actions:
 *
 *   const navigate = useNavigate();
 *   const { toast } = useToast();
 *   const [state, send] = useMachine(liveSignUpMachine({ toast, navigate, onSignedIn: refresh }));
 *
 * Tests never import this module: they provide fakes with `machine.provide({ actors })`.
 */
import { fromPromise } from 'xstate';
import type { CheckoutCreated, CheckoutRequest, ContactResponse, ReviewAnswer, ReviewCreate } from '@spur/contract';
import {
  answerReview,
  completeTestOnboarding,
  createCheckout,
  createReview,
  getPayoutDashboardLink,
  getPayoutStatus,
  getProfile,
  initUser,
  refreshPayoutOnboarding,
  returnFromPayoutOnboarding,
  sendContactMessage,
  startPayoutOnboarding,
} from '../api';
import { ApiError } from '../api/errors';
import { authService } from '../auth/authService';
import { storeAuth, storeUserType } from '../auth/storage';
import { assertIdToken, claimsSayBusiness } from '../auth/token';
import { COPY } from '../copy';
import { assignInPageLanguage, pageCopy } from '../i18n/pageLocale';
import { checkoutMachine } from './checkoutMachine';
import { payoutsMachine } from './payoutsMachine';
import { testOnboardingMachine } from './testOnboardingMachine';
import { rememberCheckout } from '../pages/checkout/lastCheckout';
import { answerMachine } from './answerMachine';
import { contactMachine, type ContactFields } from './contactMachine';
import { reviewMachine } from './reviewMachine';
import { passwordResetMachine } from './passwordResetMachine';
import { AuthError, type AuthUser } from './authMachine';
import { signUpMachine } from './signUpMachine';
import { uiActions, type UiDeps } from './shared';

// ─── Auth ────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/users/init with SPEC §8's errors: 401/403 → "Authentication failed - please log in
 * again" (the auth machine logs out); anything else → "Failed to initialize user: {statusText}".
 */
export async function initUserOrThrow(init: typeof initUser = initUser) {
  try {
    return await init();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      throw new AuthError(pageCopy(COPY).auth.authFailed, 'rejected');
    }
    const statusText = error instanceof ApiError ? error.statusText || error.message : error instanceof Error ? error.message : String(error);
    throw new AuthError(pageCopy(COPY).auth.initFailed(statusText), 'init');
  }
}

async function currentToken(): Promise<string> {
  const token = assertIdToken(await authService.getIdToken());
  storeAuth({ token });
  return token;
}

/** The auth machine's effects as plain functions (the lazy auth machine imports them on demand). */
export const authEffects = {
  /** The stored Cognito session's identity token ("ey..."), or null when Amplify holds none. */
  async restore(): Promise<string | null> {
    const token = await authService.getIdToken();
    return token ? assertIdToken(token) : null;
  },
  async signIn(input: { email: string; password: string }): Promise<string> {
    await authService.signIn(input.email, input.password);
    const token = assertIdToken(await authService.getIdToken());
    storeAuth({ email: input.email, token });
    return token;
  },
  async loadUser(input: { token: string }): Promise<AuthUser> {
    const attributes = await authService.fetchUserAttributes();
    const email = attributes.email ?? '';
    storeAuth({ email, token: input.token });
    await initUserOrThrow();
    const user = await getProfile();
    storeUserType(user.user_type);
    return { user, email: user.email || email, business: user.user_type === 'business' || claimsSayBusiness(input.token) };
  },
  async refreshUser(): Promise<AuthUser> {
    const token = await currentToken();
    const user = await getProfile();
    storeAuth({ email: user.email });
    storeUserType(user.user_type);
    return { user, email: user.email, business: user.user_type === 'business' || claimsSayBusiness(token) };
  },
  signOut: (): Promise<void> => authService.signOut(),
};

/** The signed-in user's identity token for direct use ("ey..."), stored as `jwtToken`. */
export const getAuthToken = currentToken;

// ─── Sign-up ────────────────────────────────────────────────────────────────────────────────

export const signUpActors = {
  signUp: fromPromise<{ userConfirmed: boolean }, { email: string; password: string }>(({ input }) =>
    authService.signUp(input.email, input.password),
  ),
  confirmSignUp: fromPromise<{ autoSignIn: boolean }, { email: string; code: string }>(({ input }) =>
    authService.confirmSignUp(input.email, input.code),
  ),
  resendCode: fromPromise<void, { email: string }>(({ input }) => authService.resendSignUpCode(input.email)),
  autoSignIn: fromPromise<string | null>(async () => {
    const signedIn = await authService.autoSignIn();
    if (!signedIn) return null;
    const token = await authService.getIdToken();
    if (!token?.startsWith('ey')) return null;
    const attributes = await authService.fetchUserAttributes().catch(() => ({}) as Partial<Record<string, string>>);
    storeAuth({ email: attributes.email, token });
    return token;
  }),
  initUser: fromPromise<void>(async () => {
    const user = await initUser();
    storeUserType(user.user_type);
  }),
};

export function liveSignUpMachine(ui: UiDeps & { onSignedIn?: () => unknown }) {
  return signUpMachine.provide({
    actors: signUpActors,
    actions: { ...uiActions(ui), signedIn: () => void ui.onSignedIn?.() },
  });
}

// ─── Password reset ─────────────────────────────────────────────────────────────────────────

export const passwordResetActors = {
  requestCode: fromPromise<void, { email: string }>(({ input }) => authService.resetPassword(input.email)),
  confirmReset: fromPromise<void, { email: string; code: string; newPassword: string }>(({ input }) =>
    authService.confirmResetPassword(input.email, input.code, input.newPassword),
  ),
};

export function livePasswordResetMachine(ui: UiDeps) {
  return passwordResetMachine.provide({ actors: passwordResetActors, actions: uiActions(ui) });
}

// ─── Checkout ───────────────────────────────────────────────────────────────────────────────

export const checkoutActors = {
  createCheckout: fromPromise<CheckoutCreated, { request: CheckoutRequest }>(({ input }) => createCheckout(input.request)),
};

/** A payment page on another origin than the app's (Stripe), not the app's own test checkout. */
export const checkoutGuards = {
  leavesApp: (_: unknown, params: { url: string }) => new URL(params.url, window.location.href).origin !== window.location.origin,
};

export const browserActions = {
  redirect: (_: unknown, params: { url: string; dealId?: string | null }) => {
    if (params.dealId) rememberCheckout(params.url, params.dealId);
    assignInPageLanguage(params.url);
  },
};

export function liveCheckoutMachine(ui: UiDeps) {
  return checkoutMachine.provide({ actors: checkoutActors, actions: { ...uiActions(ui), ...browserActions }, guards: checkoutGuards });
}

// ─── Contact ────────────────────────────────────────────────────────────────────────────────

export const contactActors = {
  send: fromPromise<ContactResponse, { message: ContactFields }>(({ input }) => sendContactMessage(input.message)),
};

export function liveContactMachine(ui: UiDeps) {
  return contactMachine.provide({ actors: contactActors, actions: uiActions(ui) });
}

// ─── Reviews ────────────────────────────────────────────────────────────────────────────────

export const liveReviewMachine = reviewMachine.provide({
  actors: { submit: fromPromise(({ input }: { input: { bookingId: string; body: ReviewCreate } }) => createReview(input.bookingId, input.body)) },
});

export const liveAnswerMachine = answerMachine.provide({
  actors: { submit: fromPromise(({ input }: { input: { reviewId: string; body: ReviewAnswer } }) => answerReview(input.reviewId, input.body)) },
});

// ─── Payout accounts ────────────────────────────────────────────────────────────────────────

const goTo = (_: unknown, params: { url: string }) => assignInPageLanguage(params.url);

export const livePayoutsMachine = payoutsMachine.provide({
  actors: {
    loadStatus: fromPromise(() => getPayoutStatus()),
    returnFromOnboarding: fromPromise(({ input }: { input: { account: string } }) => returnFromPayoutOnboarding(input.account)),
    refreshOnboarding: fromPromise(({ input }: { input: { account: string } }) => refreshPayoutOnboarding(input.account)),
    startOnboarding: fromPromise(() => startPayoutOnboarding()),
    dashboardLink: fromPromise(() => getPayoutDashboardLink()),
  },
  actions: { redirect: goTo },
});

export const liveTestOnboardingMachine = testOnboardingMachine.provide({
  actors: { complete: fromPromise(({ input }: { input: { accountId: string } }) => completeTestOnboarding(input.accountId)) },
  actions: { redirect: goTo },
});
