/**
 * /signup (SPEC §2, §4 Sign-up, §5, §8), two steps on `signUpMachine`: Email, Password and
 * Confirm Password with the login-ID warning; then "Verify your account" with the code and a
 * Resend that really resends it (PRODUCT.md). Verification signs the user in, waits 2 s, calls
 * init and goes home; the machine owns every message and toast.
 */
import { useRef, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useCopy } from '@spur/i18n/react';
import { Button, toast } from '@spur/ui-kit';
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
  PasswordInput,
  PromptLink,
} from './account/AuthCard';
import { machineFields } from './machineFields';
import { useHydrated } from '../ssr/lazyPart';
import { useTypedBeforeHydration } from '../ssr/typedBeforeHydration';

export default function SignUpPage() {
  const copy = useCopy(ACCOUNT_COPY).signUp;
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
    <PromptLink prompt={copy.haveAccount} to="/login">
      {copy.logIn}
    </PromptLink>
  );

  if (stepTwo) {
    const resending = state.matches('resending');
    const verifying = busy && !resending;
    return (
      <AuthCard needsScripts={copy.needsScripts} title={copy.verifyHeading} subtitle={copy.verifySubtitle(fields.email.trim())} footer={haveAccount}>
        <FormStack noValidate onSubmit={submit('VERIFY')}>
          <FormError message={error} />
          <DemoCodeNote demo={isDemoMode()} />
          <CodeField label={copy.codeLabel} {...field('code')} />
          <Button type="submit" size="lg" fullWidth loading={verifying} loadingText={copy.verifying} disabled={resending}>
            {copy.verify}
          </Button>
          <CodeStepLinks resending={resending} busy={busy} onResend={() => send({ type: 'RESEND' })} onBack={() => send({ type: 'BACK' })} />
        </FormStack>
      </AuthCard>
    );
  }

  return (
    <AuthCard needsScripts={copy.needsScripts} title={copy.heading} subtitle={copy.subtitle} footer={haveAccount}>
      <FormStack ref={form} noValidate onSubmit={submit('SUBMIT')}>
        <FormError message={error} />
        <EmailField label={copy.emailLabel} {...field('email')} />
        <FormNote tone="warning" title={copy.emailWarningTitle}>
          {copy.emailWarning}
        </FormNote>
        <PasswordInput
          label={copy.passwordLabel}
          autoComplete="new-password"
          hint={copy.passwordHint}
          {...field('password')}
        />
        <PasswordInput label={copy.confirmPasswordLabel} autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText={copy.submitting} disabled={!hydrated}>
          {copy.submit}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
