// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/**
 * Sent to the first person waiting when a spot frees up: it is held for them until the claim
 * time. A guest has no account to leave the line from, so the mail carries the way out too.
 */
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { WaitlistOfferData } from '@spur/domain';
import { Fact, button, MailLayout, paragraph } from './layout';

export interface WaitlistOfferProps {
  data: WaitlistOfferData;
  /** The offer's page, absolute. */
  claimUrl: string;
  /** The offer's page at its "Leave the waitlist" button, absolute. */
  leaveUrl: string;
}

export function WaitlistOffer({ data, claimUrl, leaveUrl }: WaitlistOfferProps) {
  return (
    <MailLayout preview={`A spot opened up: ${data.dealTitle}, hold until ${data.claimBy}`} heading="A spot opened up for you">
      <Text style={paragraph}>
        We're holding one spot for you until <strong>{data.claimBy}</strong>. After that it goes to the next person waiting.
      </Text>
      <Fact label="Deal">{data.dealTitle}</Fact>
      <Fact label="When">{data.sessionTime}</Fact>
      <Button href={claimUrl} style={button}>
        Claim your spot
      </Button>
      <Text style={paragraph}>
        Changed your mind? <Link href={leaveUrl}>Leave the waitlist</Link> and the spot goes to the next person right away.
      </Text>
    </MailLayout>
  );
}
