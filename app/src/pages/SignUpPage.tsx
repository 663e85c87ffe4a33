/**
 * /signup (SPEC §2, §4 Sign-up, §5, §8), two steps on `signUpMachine`: Email, Password and
 * Confirm Password with the login-ID warning; then "Verify your account" with the code and a
 * Resend that really resends it (PRODUCT.md). Verification signs the user in, waits 2 s, calls
 * init and goes home; the machine owns every message and toast.
 */
import type { FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { Button, PasswordField, TextField, toast } from '@spur/ui-kit';
import { ACCOUNT_COPY } from './account/copy';
import { liveSignUpMachine } from '../machines/live';
import type { SignUpFields } from '../machines/signUpMachine';
import { useSession } from '../session';
import { AuthCard, CodeStepLinks, DemoCodeNote, FormError, FormNote, FormStack, InlineRow, TextLink } from './account/AuthCard';

export default function SignUpPage() {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [state, send] = useMachine(liveSignUpMachine({ toast, navigate, onSignedIn: refresh }));
  const { fields, error } = state.context;
  const busy = state.hasTag('busy');
  const stepTwo = state.hasTag('stepTwo');

  const change = (field: keyof SignUpFields) => (event: { target: { value: string } }) =>
    send({ type: 'CHANGE', field, value: event.target.value });

  const submit = (type: 'SUBMIT' | 'VERIFY') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) send({ type });
  };

  const haveAccount = (
    <InlineRow>
      {ACCOUNT_COPY.signUp.haveAccount} <TextLink to="/login">{ACCOUNT_COPY.signUp.logIn}</TextLink>
    </InlineRow>
  );

  if (stepTwo) {
    const resending = state.matches('resending');
    const verifying = busy && !resending;
    return (
      <AuthCard title={ACCOUNT_COPY.signUp.verifyHeading} subtitle={ACCOUNT_COPY.signUp.verifySubtitle(fields.email.trim())} footer={haveAccount}>
        <FormStack noValidate onSubmit={submit('VERIFY')}>
          <FormError message={error} />
          <DemoCodeNote />
          <TextField
            label={ACCOUNT_COPY.signUp.codeLabel}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={fields.code}
            onChange={change('code')}
            required
          />
          <Button type="submit" size="lg" fullWidth loading={verifying} loadingText={ACCOUNT_COPY.signUp.verifying} disabled={resending}>
            {ACCOUNT_COPY.signUp.verify}
          </Button>
          <CodeStepLinks resending={resending} busy={busy} onResend={() => send({ type: 'RESEND' })} onBack={() => send({ type: 'BACK' })} />
        </FormStack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={ACCOUNT_COPY.signUp.heading} subtitle={ACCOUNT_COPY.signUp.subtitle} footer={haveAccount}>
      <FormStack noValidate onSubmit={submit('SUBMIT')}>
        <FormError message={error} />
        <TextField
          label={ACCOUNT_COPY.signUp.emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={fields.email}
          onChange={change('email')}
          required
        />
        <FormNote tone="warning" title={ACCOUNT_COPY.signUp.emailWarningTitle}>
          {ACCOUNT_COPY.signUp.emailWarning}
        </FormNote>
        <PasswordField
          label={ACCOUNT_COPY.signUp.passwordLabel}
          name="password"
          autoComplete="new-password"
          hint={ACCOUNT_COPY.signUp.passwordHint}
          value={fields.password}
          onChange={change('password')}
          required
        />
        <PasswordField
          label={ACCOUNT_COPY.signUp.confirmPasswordLabel}
          name="confirmPassword"
          autoComplete="new-password"
          value={fields.confirmPassword}
          onChange={change('confirmPassword')}
          required
        />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText={ACCOUNT_COPY.signUp.submitting}>
          {ACCOUNT_COPY.signUp.submit}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
