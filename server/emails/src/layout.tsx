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
import type { ReactNode } from 'react';

export const colors = { ink: '#1f2933', muted: '#52606d', brand: '#d9480f', line: '#e4e7eb', panel: '#f5f7fa' };

const body = { backgroundColor: '#ffffff', color: colors.ink, fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 };
const container = { maxWidth: '560px', margin: '0 auto', padding: '24px' };
const brand = { color: colors.brand, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' };
const heading = { fontSize: '22px', margin: '0 0 12px' };
const footer = { color: colors.muted, fontSize: '12px' };

/** Why the person gets the mail, after the brand line of the footer. */
const BOOKING_REASON = 'You get this mail because of a booking made with this address.';

export function MailLayout(props: { preview: string; heading: string; children: ReactNode; reason?: ReactNode }) {
  return (
    <Html lang="en">
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
          <Text style={footer}>Spur · last-minute deals near you. {props.reason ?? BOOKING_REASON}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** One "label: value" line of a booking's facts. */
export function Fact(props: { label: string; children: ReactNode }) {
  return (
    <Text style={{ margin: '4px 0', fontSize: '15px' }}>
      <strong>{props.label}:</strong> {props.children}
    </Text>
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
