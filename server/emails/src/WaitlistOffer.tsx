// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/**
 * Sent to the first person waiting when a spot frees up: it is held for them until the claim
 * time. A guest has no account to leave the line from, so the mail carries the way out too.
 */
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { WaitlistOfferData } from '@spur/domain';
import { useCopy } from '@spur/i18n/react';
import { MAIL_COPY } from './copy';
import { Fact, button, MailLayout, paragraph, Sentence } from './layout';

export interface WaitlistOfferProps {
  data: WaitlistOfferData;
  /** The offer's page, absolute. */
  claimUrl: string;
  /** The offer's page at its "Leave the waitlist" button, absolute. */
  leaveUrl: string;
}

export function WaitlistOffer({ data, claimUrl, leaveUrl }: WaitlistOfferProps) {
  const mailCopy = useCopy(MAIL_COPY);
  const copy = mailCopy.waitlistOffer;
  return (
    <MailLayout preview={copy.preview(data.dealTitle, data.claimBy)} heading={copy.heading}>
      <Text style={paragraph}>
        <Sentence sentence={copy.holding}>
          <strong>{data.claimBy}</strong>
        </Sentence>
      </Text>
      <Fact label={mailCopy.facts.deal}>{data.dealTitle}</Fact>
      <Fact label={mailCopy.facts.when}>{data.sessionTime}</Fact>
      <Button href={claimUrl} style={button}>
        {copy.claim}
      </Button>
      <Text style={paragraph}>
        <Sentence sentence={copy.changedMind}>
          <Link href={leaveUrl}>{copy.leave}</Link>
        </Sentence>
      </Text>
    </MailLayout>
  );
}
