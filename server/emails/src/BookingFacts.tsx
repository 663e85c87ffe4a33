// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** What every booking mail repeats: the deal, when, where (with a map link) and the amount; the booking's link; when refunds arrive. */
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { button, Fact } from './layout';

export function BookingFacts({ data }: { data: BookingMailData }) {
  return (
    <>
      <Fact label="Deal">{data.dealTitle}</Fact>
      <Fact label="When">{data.when}</Fact>
      <Fact label="Where">
        {data.location} (<Link href={data.mapUrl}>map</Link>)
      </Fact>
      <Fact label="Amount paid">{formatMailAmount(data.amountCents, data.currency)}</Fact>
    </>
  );
}

/** The booking's page, the last thing in every booking mail. */
export function BookingButton({ href, label = 'View your booking' }: { href: string; label?: string }) {
  return (
    <Button href={href} style={button}>
      {label}
    </Button>
  );
}

/** When a refund arrives, said the same way in every mail that announces one. */
export const REFUND_ARRIVAL = 'back on the card you paid with within 5–10 business days';
