import { MapPin } from 'lucide-react';

/** Spur's wordmark, a pin and the name: the default brand of the NavBar and the Footer. */
export const spurWordmark = (
  <>
    <MapPin aria-hidden="true" />
    Spur
  </>
);
