/**
 * /login (SPEC §2, §4 Login, §5, §8): "Email or Username" and Password, both required. A
 * successful login toasts "Login successful" and the GuestOnly guard sends the user to /; a
 * failure toasts "Login failed" with the provider's message and shows it inline.
 */
import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { Button, TextField, toast } from '@spur/ui-kit';
import { COPY } from '../copy';
import { ACCOUNT_COPY } from './account/copy';
import { useAuth } from '../auth';
import { AuthCard, FormError, FormStack, PasswordInput, PromptLink, TextLink } from './account/AuthCard';
import { validateLogin } from './account/logic';
import { useHydrated } from '../ssr/lazyPart';
import { useTypedBeforeHydration } from '../ssr/typedBeforeHydration';

const ForgotRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export default function LoginPage() {
  const { toasts } = useCopy(COPY);
  const copy = useCopy(ACCOUNT_COPY).login;
  const messages = useCopy(MESSAGES);
  const { login } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Rendered on the server for guests: what was typed before the scripts ran is kept, and Log In
  // waits for them (it cannot work without them).
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, { email, password }, (name, value) => (name === 'email' ? setEmail(value) : setPassword(value)));
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = validateLogin(email, password, messages);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await login(email.trim(), password);
      toast(toasts.loginSuccess);
      // GuestOnly now sends the user to /; this page unmounts.
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : undefined;
      const failed = toasts.loginFailed(message);
      setError(failed.description ?? null);
      toast(failed);
      setBusy(false);
    }
  }

  return (
    <AuthCard
      needsScripts={copy.needsScripts}
      title={copy.heading}
      subtitle={copy.subtitle}
      footer={
        <PromptLink prompt={copy.noAccount} to="/signup">
          {copy.signUp}
        </PromptLink>
      }
    >
      <FormStack ref={form} noValidate onSubmit={handleSubmit}>
        <FormError message={error} />
        <TextField
          label={copy.emailLabel}
          name="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint={copy.loginIdNote}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <PasswordInput
          label={copy.passwordLabel}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <ForgotRow>
          <TextLink to="/forgot-password">{copy.forgotPassword}</TextLink>
        </ForgotRow>
        <Button type="submit" size="lg" fullWidth loading={busy} loadingText={copy.submitting} disabled={!hydrated}>
          {copy.submit}
        </Button>
      </FormStack>
    </AuthCard>
  );
}
