/**
 * "Near me" on /deals (issue 10): a button that asks the browser for the visitor's position only
 * when pressed, with what it is for; then where distances are measured from, the order (now near
 * me, nearest, soonest), the radius, and a way to stop. A refusal or a failure says why and uses
 * the default city, never blocking the list. The order and the radius are links to the view (they
 * work before the page's scripts run); the buttons, which need them, are disabled until then.
 */
import { LocateFixed, MapPin, X } from 'lucide-react';
import styled from 'styled-components';
import { DEFAULT_CENTRE, type DealSort } from '@spur/contract';
import { Button, FilterChips } from '@spur/ui-kit';
import { useCopy, useLocale } from '@spur/i18n/react';
import { renderRouterLink } from '../../routing/renderLink';
import { useHydrated } from '../../ssr/lazyPart';
import type { LocateFailure } from '../../machines/nearMeMachine';
import type { RadiusOption } from '../../place';
import { formatRadius } from '../../time/format';
import { DEALS_COPY } from './copy';
import type { PlaceState } from './query';

const ANY = 'any';

export interface NearMeBarProps {
  /** The place of the view (from the URL). */
  place: PlaceState;
  /** The browser is being asked. */
  locating: boolean;
  /** Why the last attempt fell back to the default city; null otherwise. */
  failure: LocateFailure | null;
  radiusOptions: readonly RadiusOption[];
  onLocate: () => void;
  onForget: () => void;
  /** The URL of the view with another place (an order or a radius). */
  placeHref: (place: PlaceState) => string;
  /** A radius in km, or null for any distance. */
}

const Bar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[6]};
`;

const Hint = styled.p`
  max-width: 60ch;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const From = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  & > svg {
    width: ${({ theme }) => theme.sizes.icon.sm};
    height: ${({ theme }) => theme.sizes.icon.sm};
  }
`;

const Fallback = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.status.pending.fg};
`;

const sortOptions = (text: typeof DEALS_COPY.place): ReadonlyArray<{ value: DealSort; label: string }> => [
  { value: 'now_near', label: text.sorts.now_near },
  { value: 'distance', label: text.sorts.distance },
  { value: 'soonest', label: text.sorts.soonest },
];

const isDefaultCentre = (place: PlaceState) =>
  place.centre?.latitude === DEFAULT_CENTRE.latitude && place.centre?.longitude === DEFAULT_CENTRE.longitude;

export function NearMeBar({ place, locating, failure, radiusOptions, onLocate, onForget, placeHref }: NearMeBarProps) {
  const text = useCopy(DEALS_COPY).place;
  const locale = useLocale();
  const hydrated = useHydrated();
  if (!place.centre) {
    return (
      <Bar aria-label={text.nearMe}>
        <Row>
          <Button
            variant="outline"
            icon={<LocateFixed aria-hidden="true" />}
            onClick={onLocate}
            disabled={!hydrated}
            loading={locating}
            loadingText={text.locating}
          >
            {text.nearMe}
          </Button>
          <Hint>{text.nearMeHint}</Hint>
        </Row>
      </Bar>
    );
  }
  const chosenRadius = place.radiusKm === null ? ANY : String(place.radiusKm);
  const radii = [{ value: ANY, label: text.anyDistance }, ...radiusOptions];
  // A radius from a link that is none of the choices still shows as chosen.
  if (!radii.some((option) => option.value === chosenRadius)) radii.push({ value: chosenRadius, label: formatRadius(Number(chosenRadius), 'kilometer', locale) });
  return (
    <Bar aria-label={text.nearMe}>
      <Row>
        <From>
          <MapPin aria-hidden="true" />
          {isDefaultCentre(place) ? text.fromDefault : text.fromPosition}
        </From>
        {failure && <Fallback role="status">{text.fallback[failure]}</Fallback>}
        {failure && (
          <Button
            variant="ghost"
            size="sm"
            icon={<LocateFixed aria-hidden="true" />}
            onClick={onLocate}
            disabled={!hydrated}
            loading={locating}
            loadingText={text.locating}
          >
            {text.tryAgain}
          </Button>
        )}
        <Button variant="ghost" size="sm" icon={<X aria-hidden="true" />} onClick={onForget} disabled={!hydrated}>
          {text.turnOff}
        </Button>
      </Row>
      <Row>
        <FilterChips
          label={text.sortLabel}
          options={sortOptions(text)}
          value={place.sort ?? 'now_near'}
          hrefFor={(sort) => placeHref({ ...place, sort })}
          renderLink={renderRouterLink}
        />
        <FilterChips
          label={text.radiusLabel}
          options={radii}
          value={chosenRadius}
          hrefFor={(value) => placeHref({ ...place, radiusKm: value === ANY ? null : Number(value) })}
          renderLink={renderRouterLink}
        />
      </Row>
    </Bar>
  );
}
