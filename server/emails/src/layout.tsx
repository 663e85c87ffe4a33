// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** The frame every Spur mail shares: the brand, a preview line, the content, the footer. */
// Each component from its own package: the @react-email/components index also loads Tailwind,
// Prism and a Markdown parser, about a second of every server start.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { HTML_LANG } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import type { ReactNode } from 'react';
import { MAIL_COPY } from './copy';

export const colors = { ink: '#1f2933', muted: '#52606d', brand: '#d9480f', line: '#e4e7eb', panel: '#f5f7fa' };

const body = { backgroundColor: '#ffffff', color: colors.ink, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 };
const container = { maxWidth: '560px', margin: '0 auto', padding: '24px' };
const brand = { color: colors.brand, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' };
const heading = { fontSize: '22px', margin: '0 0 12px' };
const footer = { color: colors.muted, fontSize: '12px' };

/** The mail's frame; `reason` (why the person gets it, after the footer's brand line) defaults to their booking. */
export function MailLayout(props: { preview: string; heading: string; children: ReactNode; reason?: ReactNode }) {
  const copy = useCopy(MAIL_COPY).layout;
  return (
    <Html lang={HTML_LANG[useLocale()]}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Text style={brand}>Spur</Text>
          <Heading as="h1" style={heading}>
            {props.heading}
          </Heading>
          <Section>{props.children}</Section>
          <Hr style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
          <Text style={footer}>
            {copy.tagline} {props.reason ?? copy.bookingReason}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** One "label: value" line of a booking's facts. */
export function Fact(props: { label: string; children: ReactNode }) {
  return (
    <Text style={{ margin: '4px 0', fontSize: '15px' }}>
      <strong>{useCopy(MAIL_COPY).facts.label(props.label)}</strong> {props.children}
    </Text>
  );
}

/** Stands for the part of a sentence rendered apart (bold, a link) while the sentence is formatted. */
const PART = '\u0000';

/**
 * A sentence of copy with one part rendered as `children` (bold, a link): `sentence` formats the
 * message with a stand-in for the part, so each language puts the part where its grammar wants it.
 */
export function Sentence({ sentence, children }: { sentence: (part: string) => string; children: ReactNode }) {
  const [before = '', after = ''] = sentence(PART).split(PART);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}

export const paragraph = { fontSize: '15px', lineHeight: '22px', margin: '8px 0' };
export const button = {
  backgroundColor: colors.brand,
  borderRadius: '6px',
  color: '#ffffff',
  display: 'inline-block',
  fontSize: '15px',
  fontWeight: 700,
  padding: '12px 20px',
  textDecoration: 'none',
};
