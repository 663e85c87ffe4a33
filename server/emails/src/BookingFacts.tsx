// @jsxRuntime automatic (the server runs this under tsx, which reads no tsconfig of this package)
/** What every booking mail repeats: the deal, when, where (with a map link) and the amount. */
import { Link } from '@react-email/components';
import { formatMailAmount, type BookingMailData } from '@spur/domain';
import { Fact } from './layout';

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
