/** A Cognito service error, answered as `400 { "__type": type, "message": message }`. */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

/** Cognito's own wording for each failure the emulation produces. */
export const COGNITO_MESSAGES = {
  incorrectCredentials: 'Incorrect username or password.',
  userNotConfirmed: 'User is not confirmed.',
  userNotFound: 'User does not exist.',
  usernameClientNotFound: 'Username/client id combination not found.',
  userExists: 'User already exists',
  emailExists: 'An account with the given email already exists.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  alreadyConfirmed: 'User cannot be confirmed. Current status is CONFIRMED',
  resendConfirmed: 'User is already confirmed.',
  limitExceeded: 'Attempt limit exceeded, please try after some time.',
  invalidAccessToken: 'Invalid Access Token',
  expiredAccessToken: 'Access Token has expired',
  revokedAccessToken: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  expiredRefreshToken: 'Refresh Token has expired',
  revokedRefreshToken: 'Refresh Token has been revoked',
  noVerifiedEmail: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
  invalidEmail: 'Invalid email address format.',
  emailRequired: 'Attributes did not conform to the schema: email: The attribute email is required',
  emailImmutable: 'The email address is the login ID and cannot be changed.',
  immutableAttribute: (name: string) => `Cannot modify the non-mutable attribute ${name}`,
  passwordPolicy: (rule: string) => `Password did not conform with policy: ${rule}`,
  clientNotFound: (clientId: string) => `User pool client ${clientId} does not exist.`,
  unsupportedFlow: (flow: string) =>
    `The demo identity provider does not support the ${flow} flow; configure Amplify with authFlowType USER_PASSWORD_AUTH.`,
  unsupportedAction: (action: string) => `The demo identity provider does not support ${action}.`,
  missingParameter: (name: string) =>
    `1 validation error detected: Value at '${name}' failed to satisfy constraint: Member must not be null`,
} as const;

/**
 * Cognito's default password policy: at least 8 characters with upper case, lower case, a
 * number and a symbol. Returns the first broken rule in Cognito's words, or null.
 */
export function passwordPolicyViolation(password: string): string | null {
  if (password.length < 8) return COGNITO_MESSAGES.passwordPolicy('Password not long enough');
  if (!/[a-z]/.test(password)) return COGNITO_MESSAGES.passwordPolicy('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) return COGNITO_MESSAGES.passwordPolicy('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) return COGNITO_MESSAGES.passwordPolicy('Password must have numeric characters');
  if (!/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password)) {
    return COGNITO_MESSAGES.passwordPolicy('Password must have symbol characters');
  }
  return null;
}
