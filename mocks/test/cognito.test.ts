import { describe, expect, it } from 'vitest';
import { DEMO_COGNITO, MINUTE } from '@spur/mocks/node';
import { passwordPolicyViolation } from '../src/cognito/errors';
import { decodeJwtPayload } from '@spur/test-kit/jwt';
import { ADVENTURES, DEMO_PASSWORD, ORIGIN, TRAVELER, api, cognito, useMockServer } from './helpers';

const EMAIL = 'sky.walker@example.com';
const PASSWORD = 'Sunset#Waves9';

const signUp = (email = EMAIL, password = PASSWORD) =>
  cognito('SignUp', { Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] });
const signIn = (username: string, password: string) =>
  cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } });
const error = (type: string, message: string) => ({ status: 400, body: { __type: type, message } });

describe('Cognito user-pool emulation (raw AWS JSON 1.1 calls)', () => {
  const mock = useMockServer();

  it('signs up, confirms with the demo code, signs in, and the ID token works on the API', async () => {
    const created = await signUp();
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      UserConfirmed: false,
      UserSub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', AttributeName: 'email', Destination: 's***@e***' },
    });
    expect(await signIn(EMAIL, PASSWORD)).toEqual(error('UserNotConfirmedException', 'User is not confirmed.'));
    expect((await cognito('ResendConfirmationCode', { Username: EMAIL })).body).toMatchObject({
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' },
    });
    expect(await cognito('ConfirmSignUp', { Username: EMAIL, ConfirmationCode: '654321' })).toEqual(
      error('CodeMismatchException', 'Invalid verification code provided, please try again.'),
    );
    expect(await cognito('ConfirmSignUp', { Username: EMAIL, ConfirmationCode: '123456' })).toEqual({ status: 200, body: {} });
    expect(await cognito('ConfirmSignUp', { Username: EMAIL, ConfirmationCode: '123456' })).toEqual(
      error('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED'),
    );

    const auth = await signIn(EMAIL.toUpperCase(), PASSWORD);
    expect(auth.status).toBe(200);
    const result = auth.body.AuthenticationResult;
    expect(result).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
    expect(result.IdToken).toMatch(/^ey[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(result.AccessToken).toMatch(/^ey/);
    expect(typeof result.RefreshToken).toBe('string');
    const init = await api('GET', '/api/users/init', { token: result.IdToken });
    expect(init).toMatchObject({ status: 200, body: { email: EMAIL, user_type: 'regular' } });
  });

  it('fails sign-in the way Cognito does', async () => {
    expect(await signIn(TRAVELER, 'Wrong#Pass1')).toEqual(error('NotAuthorizedException', 'Incorrect username or password.'));
    expect(await signIn('nobody@example.com', PASSWORD)).toEqual(error('UserNotFoundException', 'User does not exist.'));
    expect((await cognito('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: TRAVELER } })).body.__type).toBe(
      'InvalidParameterException',
    );
    expect(
      (await cognito('InitiateAuth', { ClientId: 'other', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: {} })).body.__type,
    ).toBe('ResourceNotFoundException');
  });

  it('enforces the default password policy and unique usernames', async () => {
    const policy = (rule: string) => error('InvalidPasswordException', `Password did not conform with policy: ${rule}`);
    expect(await signUp(EMAIL, 'Sh0rt!')).toEqual(policy('Password not long enough'));
    expect(await signUp(EMAIL, 'ALLUPPER1!')).toEqual(policy('Password must have lowercase characters'));
    expect(await signUp(EMAIL, 'alllower1!')).toEqual(policy('Password must have uppercase characters'));
    expect(await signUp(EMAIL, 'NoNumbers!!')).toEqual(policy('Password must have numeric characters'));
    expect(await signUp(EMAIL, 'NoSymbols11')).toEqual(policy('Password must have symbol characters'));
    expect((await signUp('not-an-email', PASSWORD)).body.__type).toBe('InvalidParameterException');
    expect(await signUp(TRAVELER, PASSWORD)).toEqual(error('UsernameExistsException', 'User already exists'));
    expect((await signUp()).status).toBe(200);
    expect(await signUp()).toEqual(error('UsernameExistsException', 'User already exists'));
    expect(await cognito('ResendConfirmationCode', { Username: TRAVELER })).toEqual(
      error('InvalidParameterException', 'User is already confirmed.'),
    );
  });

  it('refreshes tokens with REFRESH_TOKEN_AUTH and GetTokensFromRefreshToken', async () => {
    const first = (await signIn(TRAVELER, DEMO_PASSWORD)).body.AuthenticationResult;
    mock.advanceClock(70 * MINUTE);
    expect((await api('GET', '/api/users/profile', { token: first.IdToken })).status).toBe(401);

    const refreshed = await cognito('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: first.RefreshToken } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.AuthenticationResult.RefreshToken).toBeUndefined();
    expect((await api('GET', '/api/users/profile', { token: refreshed.body.AuthenticationResult.IdToken })).status).toBe(200);

    const viaNewApi = await cognito('GetTokensFromRefreshToken', { RefreshToken: first.RefreshToken });
    expect(viaNewApi.status).toBe(200);
    expect(viaNewApi.body.AuthenticationResult.IdToken).toMatch(/^ey/);
    expect(await cognito('GetTokensFromRefreshToken', { RefreshToken: 'bogus' })).toEqual(
      error('NotAuthorizedException', 'Invalid Refresh Token'),
    );
  });

  it('reads and updates attributes; the ID token then carries them', async () => {
    const { AccessToken } = (await signIn(TRAVELER, DEMO_PASSWORD)).body.AuthenticationResult;
    const user = await cognito('GetUser', { AccessToken });
    expect(user.body.Username).toBe(TRAVELER);
    expect(user.body.UserAttributes).toEqual(
      expect.arrayContaining([
        { Name: 'email', Value: TRAVELER },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Jordan Reyes' },
      ]),
    );
    expect(
      await cognito('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'custom:user_type', Value: 'business' }] }),
    ).toEqual({ status: 200, body: { CodeDeliveryDetailsList: [] } });
    expect((await cognito('UpdateUserAttributes', { AccessToken, UserAttributes: [{ Name: 'email', Value: 'x@y.z' }] })).status).toBe(400);
    const { IdToken } = (await signIn(TRAVELER, DEMO_PASSWORD)).body.AuthenticationResult;
    // The custom:user_type claim makes the account a business partner (SPEC §6).
    expect((await api('GET', '/api/deals/business/my-deals', { token: IdToken })).status).toBe(200);
    expect((await api('GET', '/api/users/profile', { token: IdToken })).body.user_type).toBe('business');
  });

  it('recognises business partners by the business-partners group claim', async () => {
    const { IdToken } = (await signIn(ADVENTURES, DEMO_PASSWORD)).body.AuthenticationResult;
    const claims = decodeJwtPayload(IdToken);
    expect(claims['cognito:groups']).toEqual(['business-partners']);
    expect(claims['custom:user_type']).toBe('business');
  });

  it('changes the password (checking the old one) and resets a forgotten one with the demo code', async () => {
    const { AccessToken } = (await signIn(TRAVELER, DEMO_PASSWORD)).body.AuthenticationResult;
    expect(await cognito('ChangePassword', { AccessToken, PreviousPassword: 'Nope#123a', ProposedPassword: PASSWORD })).toEqual(
      error('NotAuthorizedException', 'Incorrect username or password.'),
    );
    expect((await cognito('ChangePassword', { AccessToken, PreviousPassword: DEMO_PASSWORD, ProposedPassword: 'weak' })).body.__type).toBe(
      'InvalidPasswordException',
    );
    expect(await cognito('ChangePassword', { AccessToken, PreviousPassword: DEMO_PASSWORD, ProposedPassword: PASSWORD })).toEqual({
      status: 200,
      body: {},
    });
    expect((await signIn(TRAVELER, DEMO_PASSWORD)).status).toBe(400);
    expect((await signIn(TRAVELER, PASSWORD)).status).toBe(200);

    expect((await cognito('ForgotPassword', { Username: TRAVELER })).body).toMatchObject({ CodeDeliveryDetails: { DeliveryMedium: 'EMAIL' } });
    expect(await cognito('ConfirmForgotPassword', { Username: TRAVELER, ConfirmationCode: '000000', Password: DEMO_PASSWORD })).toEqual(
      error('CodeMismatchException', 'Invalid verification code provided, please try again.'),
    );
    expect(await cognito('ConfirmForgotPassword', { Username: TRAVELER, ConfirmationCode: '123456', Password: DEMO_PASSWORD })).toEqual({
      status: 200,
      body: {},
    });
    expect((await signIn(TRAVELER, DEMO_PASSWORD)).status).toBe(200);
    expect(await cognito('ForgotPassword', { Username: 'ghost@example.com' })).toEqual(
      error('UserNotFoundException', 'Username/client id combination not found.'),
    );
  });

  it('limits ForgotPassword to 5 calls a minute per user', async () => {
    for (let i = 0; i < 5; i += 1) expect((await cognito('ForgotPassword', { Username: TRAVELER })).status).toBe(200);
    expect(await cognito('ForgotPassword', { Username: TRAVELER })).toEqual(
      error('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
    );
    mock.advanceClock(MINUTE + 1000);
    expect((await cognito('ForgotPassword', { Username: TRAVELER })).status).toBe(200);
  });

  it('signs out: RevokeToken ends one session, GlobalSignOut all of them', async () => {
    const a = (await signIn(TRAVELER, DEMO_PASSWORD)).body.AuthenticationResult;
    const b = (await signIn(TRAVELER, DEMO_PASSWORD)).body.AuthenticationResult;
    expect(await cognito('RevokeToken', { Token: a.RefreshToken })).toEqual({ status: 200, body: {} });
    expect(await cognito('GetUser', { AccessToken: a.AccessToken })).toEqual(error('NotAuthorizedException', 'Access Token has been revoked'));
    expect((await cognito('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: a.RefreshToken } })).status).toBe(400);
    expect((await cognito('GetUser', { AccessToken: b.AccessToken })).status).toBe(200);
    expect(await cognito('GlobalSignOut', { AccessToken: b.AccessToken })).toEqual({ status: 200, body: {} });
    expect((await cognito('GetUser', { AccessToken: b.AccessToken })).body.message).toBe('Access Token has been revoked');
    expect(await cognito('GetUser', { AccessToken: 'garbage' })).toEqual(error('NotAuthorizedException', 'Invalid Access Token'));
    const c = (await signIn(TRAVELER, DEMO_PASSWORD)).body.AuthenticationResult;
    mock.advanceClock(61 * MINUTE);
    expect(await cognito('GetUser', { AccessToken: c.AccessToken })).toEqual(error('NotAuthorizedException', 'Access Token has expired'));
  });

  it('deletes the user (DeleteUser)', async () => {
    await signUp();
    await cognito('ConfirmSignUp', { Username: EMAIL, ConfirmationCode: '123456' });
    const { AccessToken } = (await signIn(EMAIL, PASSWORD)).body.AuthenticationResult;
    expect(await cognito('DeleteUser', { AccessToken })).toEqual({ status: 200, body: {} });
    expect(await signIn(EMAIL, PASSWORD)).toEqual(error('UserNotFoundException', 'User does not exist.'));
  });

  it('answers unknown actions and malformed bodies with Cognito-style errors', async () => {
    expect((await cognito('AdminCreateUser', {})).body.__type).toBe('UnknownOperationException');
    const res = await fetch(`${ORIGIN}${DEMO_COGNITO.endpointPath}`, {
      method: 'POST',
      headers: { 'X-Amz-Target': 'AWSCognitoIdentityProviderService.SignUp', 'Content-Type': 'application/x-amz-json-1.1' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(((await res.json()) as { __type: string }).__type).toBe('SerializationException');
  });
});

describe('the emulated pool\'s password policy', () => {
  it('accepts the demo accounts\' password (@spur/demo-data)', () => {
    expect(passwordPolicyViolation(DEMO_PASSWORD)).toBeNull();
    expect(passwordPolicyViolation('short1!A')).toBeNull();
    expect(passwordPolicyViolation('nouppercase1!')).toMatch(/uppercase/);
  });
});
