// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** What every booking mail repeats: the deal, when, where (with a map link) and the amount; the booking's link. */
import { Button } from '@react-email/button';
import { Link } from '@react-email/link';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { useCopy, useLocale } from '@spur/i18n/react';
import { MAIL_COPY } from './copy';
import { button, Fact, Sentence } from './layout';

export function BookingFacts({ data }: { data: BookingMailData }) {
  const copy = useCopy(MAIL_COPY).facts;
  const locale = useLocale();
  return (
    <>
      <Fact label={copy.deal}>{data.dealTitle}</Fact>
      <Fact label={copy.when}>{data.when}</Fact>
      <Fact label={copy.where}>
        <Sentence sentence={(map) => copy.whereLine(data.location, map)}>
          <Link href={data.mapUrl}>{copy.map}</Link>
        </Sentence>
      </Fact>
      <Fact label={copy.amountPaid}>{formatMailAmount(data.amountCents, data.currency, locale)}</Fact>
    </>
  );
}

/** The booking's page, the last thing in every booking mail. */
export function BookingButton({ href, label }: { href: string; label?: string }) {
  const copy = useCopy(MAIL_COPY).facts;
  return (
    <Button href={href} style={button}>
      {label ?? copy.viewBooking}
    </Button>
  );
}
