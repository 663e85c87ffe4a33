/**
 * The venue's place on the deal form (issue 10): a pin on a small map (its own chunk) and the
 * two coordinate inputs it keeps in step, which work without the map.
 */
import { DEFAULT_CENTRE } from '@spur/contract';
import { useCopy } from '@spur/i18n/react';
import { config } from '../../config';
import { LazyVenuePicker } from '../deals/map';
import { BUSINESS_COPY } from './copy';
import { useFrame } from './DealFormFrame';

/** A coordinate as held by the form, or the default city's when it is not a number. */
const coordinate = (value: string, fallback: number) => (value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback);

export function VenueFields() {
  const text = useCopy(BUSINESS_COPY).form;
  const { form, problemId } = useFrame();
  const { values, setField, isInvalid } = form;
  const invalid = isInvalid('latitude') || isInvalid('longitude');
  return (
    <LazyVenuePicker
      label={text.venue}
      value={{ latitude: coordinate(values.latitude, DEFAULT_CENTRE.latitude), longitude: coordinate(values.longitude, DEFAULT_CENTRE.longitude) }}
      onChange={({ latitude, longitude }) => {
        setField('latitude', String(latitude));
        setField('longitude', String(longitude));
      }}
      tileUrl={config.tileUrl}
      attribution={config.tileAttribution}
      invalid={invalid}
      {...(invalid ? { describedBy: problemId } : {})}
    />
  );
}
