/**
 * The subset of the Cognito user-pool API that aws-amplify v6 calls, over the mock database.
 * Request and response shapes follow the AWS JSON 1.1 protocol (`X-Amz-Target` actions).
 */
import { DEMO_VERIFICATION_CODE } from '@spur/contract';
import type { MockBackend } from '../backend';
import { MINUTE } from '../clock';
import { checkPassword, hashPassword, randomUuid } from '../crypto';
import type { CognitoSessionRow, CognitoUserRow } from '../db/database';
import { DEMO_COGNITO } from './config';
import { COGNITO_MESSAGES as M, CognitoError, passwordPolicyViolation } from './errors';
import { checkAccessToken, issueTokens, newRefreshToken, userAttributes } from './tokens';

type Input = Record<string, unknown>;
type Output = Record<string, unknown>;
type Action = (backend: MockBackend, input: Input) => Promise<Output>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const IMMUTABLE = new Set(['sub', 'email_verified', 'cognito:username', 'identities']);

function text(input: Input, key: string): string {
  const value = input[key];
  if (typeof value !== 'string' || value === '') {
    const name = key === key.toUpperCase() ? key : key.charAt(0).toLowerCase() + key.slice(1);
    throw new CognitoError('InvalidParameterException', M.missingParameter(name));
  }
  return value;
}

function checkClient(input: Input): void {
  const clientId = input.ClientId;
  if (clientId !== DEMO_COGNITO.userPoolClientId) {
    throw new CognitoError('ResourceNotFoundException', M.clientNotFound(String(clientId ?? '')));
  }
}

function attributeList(input: Input, key: string): Array<{ Name: string; Value: string }> {
  const value = input[key];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new CognitoError('InvalidParameterException', M.missingParameter(key));
  return value.map((item: unknown) => {
    const { Name, Value } = (item ?? {}) as { Name?: unknown; Value?: unknown };
    if (typeof Name !== 'string' || typeof Value !== 'string') {
      throw new CognitoError('InvalidParameterException', M.missingParameter(`${key}.member.Name`));
    }
    return { Name, Value };
  });
}

/** Finds a user by username or by email alias, case-insensitively (Cognito's default). */
function findUser(backend: MockBackend, login: string): CognitoUserRow | null {
  const needle = login.trim().toLowerCase();
  const users = backend.db.cognitoUser.getAll();
  return (
    users.find((user) => user.username.toLowerCase() === needle) ??
    users.find((user) => user.email.toLowerCase() === needle && user.status === 'CONFIRMED') ??
    null
  );
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

function codeDelivery(user: CognitoUserRow) {
  return { Destination: maskEmail(user.email), DeliveryMedium: 'EMAIL', AttributeName: 'email' };
}

function checkCode(input: Input): void {
  if (text(input, 'ConfirmationCode').trim() !== DEMO_VERIFICATION_CODE) {
    throw new CognitoError('CodeMismatchException', M.codeMismatch);
  }
}

function checkPolicy(password: string): void {
  const violation = passwordPolicyViolation(password);
  if (violation) throw new CognitoError('InvalidPasswordException', violation);
}

function touch(backend: MockBackend, user: CognitoUserRow, data: Partial<CognitoUserRow>): CognitoUserRow {
  return backend.db.cognitoUser.update({
    where: { username: { equals: user.username } },
    data: { ...data, updated_at: backend.clock.now().toISOString() },
  }) as CognitoUserRow;
}

/** The user and session behind a valid, unrevoked access token. */
async function authenticate(backend: MockBackend, input: Input): Promise<{ user: CognitoUserRow; session: CognitoSessionRow }> {
  const check = await checkAccessToken(input.AccessToken, backend.clock.now());
  if (!check.ok) {
    throw new CognitoError('NotAuthorizedException', check.reason === 'expired' ? M.expiredAccessToken : M.invalidAccessToken);
  }
  const session = backend.db.cognitoSession.findFirst({ where: { id: { equals: String(check.payload.origin_jti) } } });
  if (!session) throw new CognitoError('NotAuthorizedException', M.revokedAccessToken);
  const user = backend.db.cognitoUser.findFirst({ where: { username: { equals: session.username } } });
  if (!user || user.sub !== check.payload.sub) throw new CognitoError('UserNotFoundException', M.userNotFound);
  return { user, session };
}

async function startSession(backend: MockBackend, user: CognitoUserRow): Promise<Output> {
  const session = backend.db.cognitoSession.create({
    id: randomUuid(),
    username: user.username,
    refresh_token: newRefreshToken(),
    created_at: backend.clock.now().toISOString(),
  });
  const tokens = await issueTokens(user, session, backend.clock.now());
  return { ChallengeParameters: {}, AuthenticationResult: { ...tokens, RefreshToken: session.refresh_token } };
}

async function refresh(backend: MockBackend, refreshToken: unknown): Promise<Output> {
  if (typeof refreshToken !== 'string' || refreshToken === '') {
    throw new CognitoError('NotAuthorizedException', M.invalidRefreshToken);
  }
  const session = backend.db.cognitoSession.findFirst({ where: { refresh_token: { equals: refreshToken } } });
  if (!session) throw new CognitoError('NotAuthorizedException', M.invalidRefreshToken);
  const age = backend.clock.now().getTime() - Date.parse(session.created_at);
  if (age > DEMO_COGNITO.refreshLifetimeSeconds * 1000) {
    throw new CognitoError('NotAuthorizedException', M.expiredRefreshToken);
  }
  const user = backend.db.cognitoUser.findFirst({ where: { username: { equals: session.username } } });
  if (!user) throw new CognitoError('NotAuthorizedException', M.revokedRefreshToken);
  return { ChallengeParameters: {}, AuthenticationResult: await issueTokens(user, session, backend.clock.now()) };
}

function endSessions(backend: MockBackend, username: string): void {
  backend.db.cognitoSession.deleteMany({ where: { username: { equals: username } } });
}

/** Counts calls per key in a sliding window; true when the limit is exceeded. */
function overLimit(backend: MockBackend, key: string, limit: number, windowMs: number): boolean {
  const now = backend.clock.now().getTime();
  const recent = (backend.counters.get(key) ?? []).filter((time) => now - time < windowMs);
  recent.push(now);
  backend.counters.set(key, recent);
  return recent.length > limit;
}

export const cognitoActions: Record<string, Action> = {
  async SignUp(backend, input) {
    checkClient(input);
    const username = text(input, 'Username').trim();
    const password = text(input, 'Password');
    const attributes = attributeList(input, 'UserAttributes');
    const email = (attributes.find((attribute) => attribute.Name === 'email')?.Value ?? (username.includes('@') ? username : ''))
      .trim()
      .toLowerCase();
    if (!email) throw new CognitoError('InvalidParameterException', M.emailRequired);
    if (!EMAIL.test(email)) throw new CognitoError('InvalidParameterException', M.invalidEmail);
    checkPolicy(password);
    const users = backend.db.cognitoUser.getAll();
    if (users.some((user) => user.username.toLowerCase() === username.toLowerCase())) {
      throw new CognitoError('UsernameExistsException', M.userExists);
    }
    if (users.some((user) => user.email.toLowerCase() === email && user.status === 'CONFIRMED')) {
      throw new CognitoError('UsernameExistsException', M.emailExists);
    }
    const extra: Record<string, string> = {};
    for (const { Name, Value } of attributes) {
      if (Name === 'email') continue;
      if (IMMUTABLE.has(Name)) throw new CognitoError('InvalidParameterException', M.immutableAttribute(Name));
      extra[Name] = Value;
    }
    const now = backend.clock.now().toISOString();
    const user = backend.db.cognitoUser.create({
      username,
      sub: randomUuid(),
      email,
      email_verified: false,
      password: await hashPassword(password),
      status: 'UNCONFIRMED',
      attributes: JSON.stringify(extra),
      groups: '[]',
      created_at: now,
      updated_at: now,
    });
    return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: codeDelivery(user) };
  },

  async ConfirmSignUp(backend, input) {
    checkClient(input);
    const user = findUser(backend, text(input, 'Username'));
    if (!user) throw new CognitoError('UserNotFoundException', M.usernameClientNotFound);
    checkCode(input);
    if (user.status === 'CONFIRMED') throw new CognitoError('NotAuthorizedException', M.alreadyConfirmed);
    touch(backend, user, { status: 'CONFIRMED', email_verified: true });
    return {};
  },

  async ResendConfirmationCode(backend, input) {
    checkClient(input);
    const user = findUser(backend, text(input, 'Username'));
    if (!user) throw new CognitoError('UserNotFoundException', M.usernameClientNotFound);
    if (user.status === 'CONFIRMED') throw new CognitoError('InvalidParameterException', M.resendConfirmed);
    return { CodeDeliveryDetails: codeDelivery(user) };
  },

  async InitiateAuth(backend, input) {
    checkClient(input);
    const flow = String(input.AuthFlow ?? '');
    const parameters = (input.AuthParameters ?? {}) as Record<string, unknown>;
    if (flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN') return refresh(backend, parameters.REFRESH_TOKEN);
    if (flow !== 'USER_PASSWORD_AUTH') throw new CognitoError('InvalidParameterException', M.unsupportedFlow(flow || 'unspecified'));
    const login = text(parameters, 'USERNAME');
    const password = text(parameters, 'PASSWORD');
    const user = findUser(backend, login);
    if (!user) throw new CognitoError('UserNotFoundException', M.userNotFound);
    if (!(await checkPassword(password, user.password))) {
      throw new CognitoError('NotAuthorizedException', M.incorrectCredentials);
    }
    if (user.status !== 'CONFIRMED') throw new CognitoError('UserNotConfirmedException', M.userNotConfirmed);
    return startSession(backend, user);
  },

  async GetTokensFromRefreshToken(backend, input) {
    checkClient(input);
    const { AuthenticationResult } = await refresh(backend, input.RefreshToken);
    return { AuthenticationResult };
  },

  async GetUser(backend, input) {
    const { user } = await authenticate(backend, input);
    const attributes = [
      { Name: 'sub', Value: user.sub },
      { Name: 'email', Value: user.email },
      { Name: 'email_verified', Value: String(user.email_verified) },
      ...Object.entries(userAttributes(user)).map(([Name, Value]) => ({ Name, Value })),
    ];
    return { Username: user.username, UserAttributes: attributes };
  },

  async UpdateUserAttributes(backend, input) {
    const { user } = await authenticate(backend, input);
    const updates = attributeList(input, 'UserAttributes');
    const attributes = userAttributes(user);
    for (const { Name, Value } of updates) {
      if (Name === 'email') {
        if (Value.trim().toLowerCase() !== user.email) throw new CognitoError('InvalidParameterException', M.emailImmutable);
        continue;
      }
      if (IMMUTABLE.has(Name)) throw new CognitoError('InvalidParameterException', M.immutableAttribute(Name));
      attributes[Name] = Value;
    }
    touch(backend, user, { attributes: JSON.stringify(attributes) });
    return { CodeDeliveryDetailsList: [] };
  },

  async ForgotPassword(backend, input) {
    checkClient(input);
    const login = text(input, 'Username');
    if (overLimit(backend, `forgot:${login.trim().toLowerCase()}`, DEMO_COGNITO.forgotPasswordPerMinute, MINUTE)) {
      throw new CognitoError('LimitExceededException', M.limitExceeded);
    }
    const user = findUser(backend, login);
    if (!user) throw new CognitoError('UserNotFoundException', M.usernameClientNotFound);
    if (!user.email_verified) throw new CognitoError('InvalidParameterException', M.noVerifiedEmail);
    return { CodeDeliveryDetails: codeDelivery(user) };
  },

  async ConfirmForgotPassword(backend, input) {
    checkClient(input);
    const user = findUser(backend, text(input, 'Username'));
    if (!user) throw new CognitoError('UserNotFoundException', M.usernameClientNotFound);
    checkCode(input);
    const password = text(input, 'Password');
    checkPolicy(password);
    touch(backend, user, { password: await hashPassword(password) });
    return {};
  },

  async ChangePassword(backend, input) {
    const { user } = await authenticate(backend, input);
    const previous = text(input, 'PreviousPassword');
    const proposed = text(input, 'ProposedPassword');
    if (!(await checkPassword(previous, user.password))) {
      throw new CognitoError('NotAuthorizedException', M.incorrectCredentials);
    }
    checkPolicy(proposed);
    touch(backend, user, { password: await hashPassword(proposed) });
    return {};
  },

  async GlobalSignOut(backend, input) {
    const { user } = await authenticate(backend, input);
    endSessions(backend, user.username);
    return {};
  },

  async RevokeToken(backend, input) {
    checkClient(input);
    const token = text(input, 'Token');
    backend.db.cognitoSession.deleteMany({ where: { refresh_token: { equals: token } } });
    return {};
  },

  async DeleteUser(backend, input) {
    const { user } = await authenticate(backend, input);
    deleteCognitoUser(backend, user.sub);
    return {};
  },
};

/** Removes a pool user and all their sessions (DeleteUser, and account deletion through the API). */
export function deleteCognitoUser(backend: MockBackend, sub: string): void {
  const user = backend.db.cognitoUser.findFirst({ where: { sub: { equals: sub } } });
  if (!user) return;
  endSessions(backend, user.username);
  backend.db.cognitoUser.delete({ where: { username: { equals: user.username } } });
}
