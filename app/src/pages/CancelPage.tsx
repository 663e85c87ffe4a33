/** /cancel (SPEC §2): the payment page was left without paying. */
import { Link } from 'react-router-dom';
import { CircleX } from 'lucide-react';
import { Button } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { CANCEL_COPY } from './checkout/copy';
import { ResultCard } from './checkout/ResultCard';
import { DEALS_PATH } from './deals/query';

export default function CancelPage() {
  const copy = useCopy(CANCEL_COPY);
  return (
    <ResultCard
      icon={<CircleX />}
      tone="neutral"
      title={copy.heading}
      actions={
        <>
          <Button asChild>
            <Link to={DEALS_PATH}>{copy.browseMore}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">{copy.backHome}</Link>
          </Button>
        </>
      }
    >
      <p>{copy.text}</p>
      <p>{copy.detail}</p>
    </ResultCard>
  );
}
