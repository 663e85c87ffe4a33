/**
 * cognito-local, in-process, for the local full stack. Assembled from its services the way its
 * `createDefaultServer` does, except that nothing comes from the cwd or from PORT/HOST (which are
 * ours): data lives in `dataDir`, it listens on 127.0.0.1:`port`, its tokens' issuer is exactly
 * the endpoint the API verifies against, and every verification code is DEMO_VERIFICATION_CODE.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Config as CognitoLocalConfig } from 'cognito-local/lib/server/config.js';
import type { Route, Router as CognitoRouter } from 'cognito-local/lib/server/Router.js';
import type { Services } from 'cognito-local/lib/services/index.js';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender.js';
import { DEMO_VERIFICATION_CODE } from '@spur/contract';

export const DEFAULT_COGNITO_PORT = 9229;
export const LOCAL_HOSTNAME = '127.0.0.1';
/** cognito-local accepts any credentials; the AWS SDK insists on having some. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

export interface LocalCognito {
  /** http://127.0.0.1:<port>: the endpoint for SDKs and Amplify, and the issuer's prefix. */
  endpoint: string;
  port: number;
  close(): Promise<void>;
}

/** Codes are logged instead of mailed (they are always DEMO_VERIFICATION_CODE anyway). */
function logSender(logger: Logger): MessageSender {
  const send = async (_ctx: unknown, user: { Username: string }, destination: string, message: { __code?: string }) => {
    logger.info({ username: user.Username, destination, code: message.__code }, 'verification code (cognito-local)');
  };
  return { sendEmail: send, sendSms: send };
}

/**
 * cognito-local pulls in the AWS SDK v2, which announces its end of support when loaded, and the
 * v3 clients warn about Node 20: both are noise for a local emulator, so they are silenced before
 * its modules are loaded (lazily, so nothing of it loads when a real user pool is configured).
 */
async function loadCognitoLocal() {
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const [server, router, services, cognitoService, crypto, stormDb, messageDelivery, tokenGenerator, userPoolService, errors, deliveryMethod] = await Promise.all([
    import('cognito-local/lib/server/server.js'),
    import('cognito-local/lib/server/Router.js'),
    import('cognito-local/lib/services/index.js'),
    import('cognito-local/lib/services/cognitoService.js'),
    import('cognito-local/lib/services/crypto.js'),
    import('cognito-local/lib/services/dataStore/stormDb.js'),
    import('cognito-local/lib/services/messageDelivery/messageDelivery.js'),
    import('cognito-local/lib/services/tokenGenerator.js'),
    import('cognito-local/lib/services/userPoolService.js'),
    import('cognito-local/lib/errors.js'),
    import('cognito-local/lib/services/messageDelivery/deliveryMethod.js'),
  ]);
  return {
    ...server,
    ...router,
    ...services,
    ...cognitoService,
    ...crypto,
    ...stormDb,
    ...messageDelivery,
    ...tokenGenerator,
    ...userPoolService,
    errors,
    selectAppropriateDeliveryMethod: deliveryMethod.selectAppropriateDeliveryMethod,
  };
}

type CognitoLocal = Awaited<ReturnType<typeof loadCognitoLocal>>;

/**
 * ResendConfirmationCode, which cognito-local does not implement (it answers 500 "Unsupported
 * x-amz-target"): sign-up's Resend really resends the code (PRODUCT.md). As Cognito does: an
 * unknown user is UserNotFoundException, a confirmed one InvalidParameterException; otherwise a
 * new code (always DEMO_VERIFICATION_CODE here) is delivered and replaces the pending one.
 */
function resendConfirmationCode(
  { cognito, clock, messages, otp }: Services,
  { errors, selectAppropriateDeliveryMethod }: Pick<CognitoLocal, 'errors' | 'selectAppropriateDeliveryMethod'>,
): Route {
  return async (ctx, req: { ClientId: string; Username: string; ClientMetadata?: Record<string, string> }) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new errors.UserNotFoundError();
    if (user.UserStatus === 'CONFIRMED') throw new errors.InvalidParameterError('User is already confirmed.');
    const deliveryDetails = selectAppropriateDeliveryMethod(userPool.options.AutoVerifiedAttributes ?? ['email'], user);
    if (!deliveryDetails) throw new errors.InvalidParameterError('User has no attribute matching desired auto verified attributes');
    const code = otp();
    await messages.deliver(ctx, 'ResendCode', req.ClientId, userPool.options.Id, user, code, req.ClientMetadata, deliveryDetails);
    await userPool.saveUser(ctx, { ...user, ConfirmationCode: code, UserLastModifiedDate: clock.get() });
    return { CodeDeliveryDetails: deliveryDetails };
  };
}

export async function startLocalCognito(options: { dataDir: string; port?: number; logger: Logger }): Promise<LocalCognito> {
  const local = await loadCognitoLocal();
  const {
    createServer,
    Router,
    DateClock,
    LambdaService,
    MessagesService,
    TriggersService,
    CognitoServiceFactoryImpl,
    CryptoService,
    StormDBDataStoreFactory,
    MessageDeliveryService,
    JwtTokenGenerator,
    UserPoolServiceFactoryImpl,
  } = local;
  // Its own request log and the expected "user not found" while provisioning stay below warn.
  const logger = options.logger.child({ component: 'cognito-local' }, { level: options.logger.isLevelEnabled('debug') ? 'debug' : 'error' });
  const codeLog = options.logger.child({ component: 'cognito-local' });
  const requestedPort = options.port ?? DEFAULT_COGNITO_PORT;
  // The issuer is read when each token is made: with port 0 it is filled in once listening.
  const tokenConfig = { IssuerDomain: `http://${LOCAL_HOSTNAME}:${requestedPort}` };
  const config: CognitoLocalConfig = {
    LambdaClient: { credentials: LOCAL_CREDENTIALS, region: 'local' },
    TriggerFunctions: {},
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: tokenConfig,
    KMSConfig: { credentials: LOCAL_CREDENTIALS, region: 'local' },
    ServerConfig: { port: requestedPort, hostname: LOCAL_HOSTNAME, development: false, https: false },
  };
  const ctx = { logger: logger as never };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(options.dataDir);
  const cognitoClient = await new CognitoServiceFactoryImpl(
    options.dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  // No trigger functions are configured, so the Lambda client is never called.
  const triggers = new TriggersService(clock, cognitoClient, new LambdaService({}, undefined as never), new CryptoService(config.KMSConfig));
  const services = {
    clock,
    cognito: cognitoClient,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(logSender(codeLog))),
    otp: () => DEMO_VERIFICATION_CODE,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, tokenConfig),
    triggers,
  };
  // cognito-local is typed against an older pino; the logger is used for plain info/warn/error calls.
  const router = Router(services);
  const resend = resendConfirmationCode(services, local);
  const routes: CognitoRouter = (target) => (target === 'ResendConfirmationCode' ? resend : router(target));
  const server = (await createServer(routes, logger as never, config.ServerConfig, services).start()) as Server;
  const { port } = server.address() as AddressInfo;
  tokenConfig.IssuerDomain = `http://${LOCAL_HOSTNAME}:${port}`;
  return {
    endpoint: tokenConfig.IssuerDomain,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
