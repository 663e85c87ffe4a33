// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/**
 * An alert (a saved alert's match or a saved deal's news) when no push subscription took it: what
 * the notification would have said, the way to the deal, and how to stop these mails.
 */
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { AlertNotice } from '@spur/domain';
import { button, colors, MailLayout, paragraph } from './layout';

export interface AlertProps {
  data: AlertNotice;
  /** The deal page, absolute. */
  dealUrl: string;
  /** The profile, whose e-mail preferences turn alert mails off, absolute. */
  preferencesUrl: string;
}

const footer = { ...paragraph, color: colors.muted, fontSize: '13px', lineHeight: '20px', marginTop: '24px' };

export function Alert({ data, dealUrl, preferencesUrl }: AlertProps) {
  return (
    <MailLayout preview={data.body} heading={data.title}>
      <Text style={paragraph}>{data.body}</Text>
      <Button href={dealUrl} style={button}>
        See the deal
      </Button>
      <Text style={footer}>
        You get this because of an alert or a deal you saved. To stop alert e-mails, turn them off in the e-mail preferences of{' '}
        <Link href={preferencesUrl}>your profile</Link>.
      </Text>
    </MailLayout>
  );
}
