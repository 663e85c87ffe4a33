// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/**
 * An alert (a saved alert's match or a saved deal's news) when no push subscription took it: what
 * the notification would have said (in the person's language already), the way to the deal, and
 * how to stop these mails.
 */
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { AlertNotice } from '@spur/domain';
import { useCopy } from '@spur/i18n/react';
import { MAIL_COPY } from './copy';
import { button, MailLayout, paragraph, Sentence } from './layout';

export interface AlertProps {
  data: AlertNotice;
  /** The deal page, absolute. */
  dealUrl: string;
  /** The profile, whose e-mail preferences turn alert mails off, absolute. */
  preferencesUrl: string;
}

export function Alert({ data, dealUrl, preferencesUrl }: AlertProps) {
  const copy = useCopy(MAIL_COPY).alert;
  return (
    <MailLayout
      preview={data.body}
      heading={data.title}
      reason={
        <Sentence sentence={copy.reason}>
          <Link href={preferencesUrl}>{copy.profile}</Link>
        </Sentence>
      }
    >
      <Text style={paragraph}>{data.body}</Text>
      <Button href={dealUrl} style={button}>
        {copy.seeDeal}
      </Button>
    </MailLayout>
  );
}
