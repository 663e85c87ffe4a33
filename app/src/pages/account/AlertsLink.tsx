/** The Settings tab's way to the alerts page (issue 31). */
import { Link } from 'react-router-dom';
import { BellRing } from 'lucide-react';
import { Button } from '@spur/ui-kit';
import { ACCOUNT_COPY } from './copy';
import { Section } from './Section';

const copy = ACCOUNT_COPY.profile.alerts;

export function AlertsLink() {
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
