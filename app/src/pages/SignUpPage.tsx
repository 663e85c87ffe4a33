/**
 * /signup (SPEC §2, §4 Sign-up, §5, §8), two steps on `signUpMachine`: Email, Password and
 * Confirm Password with the login-ID warning; then "Verify your account" with the code and a
 * Resend that really resends it (PRODUCT.md). Verification signs the user in, waits 2 s, calls
 * init and goes home; the machine owns every message and toast.
 */
import { useRef, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { Button, PasswordField, toast } from '@spur/ui-kit';
import { ACCOUNT_COPY } from './account/copy';
import { liveSignUpMachine } from '../machines/live';
import { useAuth } from '../auth';
import { isDemoMode } from '../demo/demoMode';
import {
  AuthCard,
  CodeField,
  CodeStepLinks,
  DemoCodeNote,
  EmailField,
  FormError,
  FormNote,
  FormStack,
  PromptLink,
} from './account/AuthCard';
import { machineFields } from './machineFields';
import { useHydrated } from '../ssr/lazyPart';
import { useTypedBeforeHydration } from '../ssr/typedBeforeHydration';

export default function SignUpPage() {
  const navigate = useNavigate();
  const { refresh } = useAuth();
  const [state, send] = useMachine(liveSignUpMachine({ toast, navigate, onSignedIn: refresh }));
  const { fields, error } = state.context;
  const busy = state.hasTag('busy');
  const stepTwo = state.hasTag('stepTwo');

  const field = machineFields(fields, send);
  // Rendered on the server for guests: what was typed before the scripts ran is kept, and Sign Up
  // waits for them (it cannot work without them).
  const form = useRef<HTMLFormElement>(null);
  const { email, password, confirmPassword } = fields;
  useTypedBeforeHydration(form, { email, password, confirmPassword }, (name, value) => send({ type: 'CHANGE', field: name, value }));
  const hydrated = useHydrated();

  const submit = (type: 'SUBMIT' | 'VERIFY') => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) send({ type });
  };

  const haveAccount = (
    <PromptLink prompt={ACCOUNT_COPY.signUp.haveAccount} to="/login">
      {ACCOUNT_COPY.signUp.logIn}
    </PromptLink>
  );

  if (stepTwo) {
    const resending = state.matches('resending');
    const verifying = busy && !resending;
    return (
      <AuthCard needsScripts={ACCOUNT_COPY.signUp.needsScripts} title={ACCOUNT_COPY.signUp.verifyHeading} subtitle={ACCOUNT_COPY.signUp.verifySubtitle(fields.email.trim())} footer={haveAccount}>
        <FormStack noValidate onSubmit={submit('VERIFY')}>
          <FormError message={error} />
          <DemoCodeNote demo={isDemoMode()} />
          <CodeField label={ACCOUNT_COPY.signUp.codeLabel} {...field('code')} />
          <Button type="submit" size="lg" fullWidth loading={verifying} loadingText={ACCOUNT_COPY.signUp.verifying} disabled={resending}>
            {ACCOUNT_COPY.signUp.verify}
          </Button>
          <CodeStepLinks resending={resending} busy={busy} onResend={() => send({ type: 'RESEND' })} onBack={() => send({ type: 'BACK' })} />
        </FormStack>
      </AuthCard>
    );
  }

  return (
    <AuthCard needsScripts={ACCOUNT_COPY.signUp.needsScripts} title={ACCOUNT_COPY.signUp.heading} subtitle={ACCOUNT_COPY.signUp.subtitle} footer={haveAccount}>
      <FormStack ref={form} noValidate onSubmit={submit('SUBMIT')}>
        <FormError message={error} />
        <EmailField label={ACCOUNT_COPY.signUp.emailLabel} {...field('email')} />
        <FormNote tone="warning" title={ACCOUNT_COPY.signUp.emailWarningTitle}>
          {ACCOUNT_COPY.signUp.emailWarning}
        </FormNote>
        <PasswordField
          label={ACCOUNT_COPY.signUp.passwordLabel}
          autoComplete="new-password"
          hint={ACCOUNT_COPY.signUp.passwordHint}
          {...field('password')}
        />
        <PasswordField label={ACCOUNT_COPY.signUp.confirmPasswordLabel} autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText={ACCOUNT_COPY.signUp.submitting} disabled={!hydrated}>
          {ACCOUNT_COPY.signUp.submit}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
