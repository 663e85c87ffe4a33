import { useState } from 'react';
import styled from 'styled-components';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { MAIL_PREVIEW_TEXTS } from './texts';

export interface MailPreviewProps {
  /** The mail's subject line. */
  subject: string;
  /** The recipient's address. */
  to: string;
  /** When it was sent (or queued), already formatted, e.g. "Nov 26, 3:05 PM". */
  sentAt: string;
  /** The HTML part, shown in a sandboxed frame (no scripts, no same-origin access). */
  html: string;
  /** The plain-text part, shown under "Plain text". */
  text: string;
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface.card};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Subject = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text.primary};
  overflow-wrap: anywhere;
`;

const Envelope = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Frame = styled.iframe`
  width: 100%;
  height: ${({ theme }) => theme.sizes.mailFrame};
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.card};
`;

const PlainText = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  pre {
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface.sunken};
    font-family: ${({ theme }) => theme.fonts.mono};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** One e-mail as its recipient would get it: subject, envelope, the HTML part rendered, the text part. */
export function MailPreview({ subject, to, sentAt, html, text }: MailPreviewProps) {
  // Busy until the frame has laid out the mail (its images included).
  const [loaded, setLoaded] = useState(false);
  const labels = useKitTexts('mailPreview', MAIL_PREVIEW_TEXTS).texts;
  return (
    <Card aria-label={subject}>
      <Subject>{subject}</Subject>
      <Envelope>
        <dt>{labels.to}</dt>
        <dd>{to}</dd>
        <dt>{labels.sent}</dt>
        <dd>{sentAt}</dd>
      </Envelope>
      {/* An empty sandbox: the mail's HTML cannot run scripts or reach the page. */}
      <Frame title={labels.frame(subject)} srcDoc={html} sandbox="" aria-busy={!loaded} onLoad={() => setLoaded(true)} />
      <PlainText>
        <summary>{labels.plainText}</summary>
        <pre>{text}</pre>
      </PlainText>
    </Card>
  );
}
