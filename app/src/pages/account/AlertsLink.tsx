/** The Settings tab's way to the alerts page (issue 31). */
import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { useCopy } from '@spur/i18n/react';
import { Button } from '@spur/ui-kit';
import { ACCOUNT_COPY } from './copy';
import { Section } from './Section';

export function AlertsLink() {
  const copy = useCopy(ACCOUNT_COPY).profile.alerts;
  return (
    <Section title={copy.heading} description={copy.text} icon={<BellRing />}>
      <div>
        <Button asChild variant="outline">
          <Link to="/alerts">{copy.manage}</Link>
        </Button>
      </div>
    </Section>
  );
}
