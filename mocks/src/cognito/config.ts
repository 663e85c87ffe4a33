/**
 * The emulated Cognito user pool. Configure Amplify with these values (and
 * `userPoolEndpoint: <page origin> + DEMO_COGNITO.endpointPath`, `authFlowType: 'USER_PASSWORD_AUTH'`).
 */
export const DEMO_COGNITO = {
  region: 'us-east-1',
  userPoolId: 'us-east-1_SpurDemo',
  userPoolClientId: 'spurdemoclient',
  /** Same-origin path the handlers answer on (Amplify needs it as an absolute URL). */
  endpointPath: '/mock-cognito',
  /** `iss` of every token. */
  issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_SpurDemo',
  /** HS256 secret of the demo tokens. Public on purpose: demo tokens protect nothing. */
  tokenSecret: 'spur-demo-token-secret-not-for-production',
  /** Lifetime of ID and access tokens. */
  tokenLifetimeSeconds: 60 * 60,
  /** Refresh tokens live 30 days, like Cognito's default. */
  refreshLifetimeSeconds: 30 * 24 * 60 * 60,
  /** ForgotPassword calls allowed per user per minute before LimitExceededException. */
  forgotPasswordPerMinute: 5,
} as const;

/** Attribute and group names the backends read to recognise a business partner. */
export const AMZ_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
