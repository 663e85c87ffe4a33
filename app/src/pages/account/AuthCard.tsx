/**
 * The frame of the log-in, sign-up and password-reset screens: a centred card with the page's
 * heading, a line under it, the form, and links at the bottom. Also the pieces those forms share:
 * the inline error, a stack of fields, the email and code fields, the note under the form, the
 * demo-code note and the links under the form.
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { AlertCircle, Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCopy } from '@spur/i18n/react';
import { PasswordField, TextField, useFocusKeptThroughBusy, type PasswordFieldProps, type TextFieldProps, Card } from '@spur/ui-kit';
import { COPY } from '../../copy';
import { usesCognitoEmulator } from '../../runtimeConfig';
import { ACCOUNT_COPY } from './copy';

const Main = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[4]} ${theme.space[16]}`};
  ${({ theme }) => theme.media.md} {
    padding-top: ${({ theme }) => theme.space[16]};
  }
`;

const FormCard = styled(Card)`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.dialog};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]}`};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[8]}`};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;
`;

const Title = styled.h1`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.text.primary};
  ${({ theme }) => theme.media.sm} {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

const Subtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const Footer = styled.footer`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[5]};
  border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
  text-align: center;
`;

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Links under the form (e.g. "Already have an account? Log in"). */
  footer?: ReactNode;
  /** What the screen cannot do without JavaScript: shown, in a `<noscript>`, only when it is off. */
  needsScripts: string;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, footer, needsScripts, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <Main>
      <FormCard forwardedAs="section" gap={6} aria-labelledby={titleId}>
        <Header>
          <Title id={titleId}>{title}</Title>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
        </Header>
        <noscript>
          <ScriptsOff>{needsScripts}</ScriptsOff>
        </noscript>
        {children}
        {footer && <Footer>{footer}</Footer>}
      </FormCard>
    </Main>
  );
}

const ScriptsOff = styled.p`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accent.subtle};
  color: ${({ theme }) => theme.colors.accent.hover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A vertical stack of fields and the submit button. */
/**
 * The form of a sign-in page. Posted if the browser ever sends it itself (a page rendered on the
 * server, before its scripts): a password must never land in a URL, as a GET would put it.
 */
export const FormStack = styled.form.attrs({ method: 'post' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

/** A link in the card's text (Forgot password, Sign up, Log in). */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  &:hover {
    color: ${({ theme }) => theme.colors.accent.hover};
  }
`;

/** A button that reads as a link (Resend, Use a different email). */
export const LinkButton = styled.button`
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.colors.text.link};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.accent.hover};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.text.muted};
    cursor: progress;
  }
`;

/** A row of inline links and text. */
export const InlineRow = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]};
`;

/** A question and the page that answers it, e.g. "Already have an account? Log in". */
export function PromptLink({ prompt, to, children }: { prompt: ReactNode; to: string; children: ReactNode }) {
  return (
    <InlineRow>
      {prompt} <TextLink to={to}>{children}</TextLink>
    </InlineRow>
  );
}

/** The address of sign-up and password reset: an email, never capitalised or spell-checked. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...props} />;
}

/** A password field whose show/hide toggle is named in the page's language. */
export function PasswordInput(props: PasswordFieldProps) {
  const toggle = useCopy(ACCOUNT_COPY).passwordToggle;
  return <PasswordField showPasswordLabel={toggle.show} hidePasswordLabel={toggle.hide} {...props} />;
}

/** The emailed verification code: a number pad, and the code the browser may read from the email. */
export function CodeField(props: TextFieldProps) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

const AlertBox = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.destructive.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructive.subtle};
  color: ${({ theme }) => theme.colors.destructive.hover};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

/** The form's error (validation, or what the server said), announced as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <AlertBox role="alert">
      <AlertCircle aria-hidden="true" />
      <span>{message}</span>
    </AlertBox>
  );
}

const NoteBox = styled.div<{ $tone: 'info' | 'warning' }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.status.pending.bg : theme.colors.accent.subtle)};
  color: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.status.pending.fg : theme.colors.accent.hover)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  & > svg {
    flex: none;
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
  strong {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** A highlighted note in a form (the sign-up email warning, the demo code). */
export function FormNote({ tone = 'info', title, children }: { tone?: 'info' | 'warning'; title?: string; children: ReactNode }) {
  return (
    <NoteBox $tone={tone}>
      {tone === 'warning' ? <AlertCircle aria-hidden="true" /> : <Info aria-hidden="true" />}
      <p>
        {title && <strong>{title}</strong>}
        {children}
      </p>
    </NoteBox>
  );
}

/**
 * "Demo mode: your code is 123456", in demo mode (`demo`, from `isDemoMode()`) and on the local
 * full stack (cognito-local), where every code is that one (PRODUCT.md: the UI says so).
 */
export function DemoCodeNote({ demo }: { demo: boolean }) {
  const note = useCopy(COPY).demoCodeNote;
  if (!demo && !usesCognitoEmulator()) return null;
  return <FormNote>{note}</FormNote>;
}

export interface CodeStepLinksProps {
  /** A new code is being sent: the link says "Resending...". */
  resending: boolean;
  /** Any request of the step is running: both links are disabled. */
  busy: boolean;
  onResend: () => void;
  /** Back to the first step, to enter another address. */
  onBack: () => void;
}

/** Under a verification-code form: "Didn't get a code? Resend" and "Use a different email". */
export function CodeStepLinks({ resending, busy, onResend, onBack }: CodeStepLinksProps) {
  const text = useCopy(ACCOUNT_COPY).codeStep;
  // Resend is disabled while the new code is requested; the person stays on it afterwards.
  const resendRef = useFocusKeptThroughBusy(busy);
  return (
    <>
      <InlineRow>
        {text.noCode}{' '}
        <LinkButton ref={resendRef} type="button" onClick={onResend} disabled={busy}>
          {resending ? text.resending : text.resend}
        </LinkButton>
      </InlineRow>
      <InlineRow>
        <LinkButton type="button" onClick={onBack} disabled={busy}>
          {text.changeEmail}
        </LinkButton>
      </InlineRow>
    </>
  );
}
