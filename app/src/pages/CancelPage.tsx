/** /cancel (SPEC §2): the payment page was left without paying. */
import { Link } from 'react-router-dom';
import { CircleX } from 'lucide-react';
import { Button } from '@spur/ui-kit';
import { CANCEL_COPY } from './checkout/copy';
import { ResultCard } from './checkout/ResultCard';
import { DEALS_PATH } from './deals/query';

export default function CancelPage() {
  return (
    <ResultCard
      icon={<CircleX />}
      tone="neutral"
      title={CANCEL_COPY.heading}
      actions={
        <>
          <Button asChild>
            <Link to={DEALS_PATH}>{CANCEL_COPY.browseMore}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{CANCEL_COPY.backHome}</Link>
          </Button>
        </>
      }
    >
      <p>{CANCEL_COPY.text}</p>
      <p>{CANCEL_COPY.detail}</p>
    </ResultCard>
  );
}
