// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/**
 * An alert (a saved alert's match or a saved deal's news) when no push subscription took it: what
 * the notification would have said, the way to the deal, and how to stop these mails.
 */
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { AlertNotice } from '@spur/domain';
import { button, MailLayout, paragraph } from './layout';

export interface AlertProps {
  data: AlertNotice;
  /** The deal page, absolute. */
  dealUrl: string;
  /** The profile, whose e-mail preferences turn alert mails off, absolute. */
  preferencesUrl: string;
}

export function Alert({ data, dealUrl, preferencesUrl }: AlertProps) {
  return (
    <MailLayout
      preview={data.body}
      heading={data.title}
      reason={
        <>
          You get this mail because of an alert or a deal you saved. To stop alert e-mails, turn them off in the e-mail preferences of{' '}
          <Link href={preferencesUrl}>your profile</Link>.
        </>
      }
    >
      <Text style={paragraph}>{data.body}</Text>
      <Button href={dealUrl} style={button}>
        See the deal
      </Button>
    </MailLayout>
  );
}
