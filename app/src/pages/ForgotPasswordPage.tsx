/**
 * /forgot-password (SPEC §2, §4 Password reset, §5, §8), two steps on `passwordResetMachine`:
 * the email, which sends a reset code; then the code, the new password twice, and Resend. A
 * successful reset goes to /login. The machine owns every message and toast.
 */
import { useRef, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { useCopy } from '@spur/i18n/react';
import { Button, toast } from '@spur/ui-kit';
import { ACCOUNT_COPY } from './account/copy';
import { livePasswordResetMachine } from '../machines/live';
import { isDemoMode } from '../demo/demoMode';
import { AuthCard, CodeField, CodeStepLinks, DemoCodeNote, EmailField, FormError, FormStack, PasswordInput, PromptLink } from './account/AuthCard';
import { machineFields } from './machineFields';
import { useHydrated } from '../ssr/lazyPart';
import { useTypedBeforeHydration } from '../ssr/typedBeforeHydration';

export default function ForgotPasswordPage() {
  const { forgotPassword: copy, signUp } = useCopy(ACCOUNT_COPY);
  const navigate = useNavigate();
  const [state, send] = useMachine(livePasswordResetMachine({ toast, navigate }));
  const { fields, error } = state.context;
  const busy = state.hasTag('busy');
  const stepTwo = state.hasTag('stepTwo');

  const field = machineFields(fields, send);
  // Rendered on the server for guests: an address typed before the scripts ran is kept, and Send
  // waits for them (it cannot work without them).
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { email: fields.email }, (name, value) => send({ type: 'CHANGE', field: name, value }));
  const hydrated = useHydrated();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) send({ type: 'SUBMIT' });
  };

  const footer = (
    <PromptLink prompt={copy.remembered} to="/login">
      {copy.backToLogin}
    </PromptLink>
  );

  if (stepTwo) {
    const resending = state.matches('resending');
    return (
      <AuthCard
        needsScripts={copy.needsScripts}
        title={copy.stepTwoHeading}
        subtitle={copy.stepTwoSubtitle(fields.email.trim())}
        footer={footer}
      >
        <FormStack noValidate onSubmit={handleSubmit}>
          <FormError message={error} />
          <DemoCodeNote demo={isDemoMode()} />
          <CodeField label={copy.codeLabel} {...field('code')} />
          <PasswordInput
            label={copy.newPasswordLabel}
            autoComplete="new-password"
            hint={signUp.passwordHint}
            {...field('newPassword')}
          />
          <PasswordInput label={copy.confirmPasswordLabel} autoComplete="new-password" {...field('confirmPassword')} />
          <Button
            type="submit"
            size="lg"
            fullWidth
            loading={busy && !resending}
            loadingText={copy.resetting}
            disabled={resending}
          >
            {copy.reset}
          </Button>
          <CodeStepLinks resending={resending} busy={busy} onResend={() => send({ type: 'RESEND' })} onBack={() => send({ type: 'BACK' })} />
        </FormStack>
      </AuthCard>
    );
  }

  return (
    <AuthCard needsScripts={copy.needsScripts} title={copy.heading} subtitle={copy.subtitle} footer={footer}>
      <FormStack ref={form} noValidate onSubmit={handleSubmit}>
        <FormError message={error} />
        <EmailField label={copy.emailLabel} {...field('email')} />
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText={copy.submitting} disabled={!hydrated}>
          {copy.submit}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
