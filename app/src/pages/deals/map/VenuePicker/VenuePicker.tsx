/**
 * Where a deal happens, for the business deal form: a small map where a click places the venue
 * pin and a drag moves it, and two number inputs, Latitude and Longitude, that stay in sync with
 * it (the keyboard's way to set the pin). Brings Leaflet: the form loads it through
 * `LazyVenuePicker` (../index.ts), which shows the inputs alone until the map arrives.
 */
import type { LatLng } from '@spur/domain';
import { VenueMap } from './VenueMap';
import { VenuePickerLayout } from './VenuePickerLayout';

export interface VenuePickerProps {
  /** The venue's position; the map starts there. A new deal's form defaults it to `DEFAULT_CENTRE`. */
  value: LatLng;
  /** The pin was placed or dragged (5 decimals), or an input now holds a valid coordinate. */
  onChange: (value: LatLng) => void;
  /** Tile URL template, `{z}/{x}/{y}` (the app's `config.tileUrl`). */
  tileUrl: string;
  /** The tiles' attribution, shown in the map's corner (`config.tileAttribution`). */
  attribution: string;
  /** The form found the venue invalid: both inputs are marked invalid. */
  invalid?: boolean;
  /** Id of the form's message about the venue, announced with both inputs. */
  describedBy?: string;
  /** The group's legend. Default "Venue location". */
  label?: string;
}

export function VenuePicker({ tileUrl, attribution, ...fields }: VenuePickerProps) {
  return (
    <VenuePickerLayout
      {...fields}
      map={<VenueMap value={fields.value} onChange={fields.onChange} tileUrl={tileUrl} attribution={attribution} />}
    />
  );
}
