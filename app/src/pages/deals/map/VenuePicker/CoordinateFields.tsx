/**
 * The venue's latitude and longitude as two number inputs: the keyboard's way to set the venue
 * pin, and all of the venue picker while (or if) its map cannot load. No Leaflet here.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { MESSAGES } from '@spur/contract';
import type { LatLng } from '@spur/domain';
import { TextField } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { MAP_COPY } from '../copy';

export interface CoordinateFieldsProps {
  /** The venue's position. */
  value: LatLng;
  /** A field now holds a valid coordinate: the position with it. Unfinished or out-of-range entries are not sent. */
  onChange: (value: LatLng) => void;
  /** The form found the venue invalid: both inputs are marked invalid. */
  invalid?: boolean;
  /** Id of the form's message about the venue, announced with both inputs. */
  describedBy?: string;
}

type Axis = keyof LatLng;

const LIMITS: Record<Axis, number> = { latitude: 90, longitude: 180 };

/** Degrees as typed into the inputs: up to six decimals, no trailing zeros. */
export const formatDegrees = (degrees: number): string => String(Number(degrees.toFixed(6)));

/** A typed coordinate: the number, null while unfinished (blank), or 'invalid'. */
function parseDegrees(text: string, axis: Axis): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const number = Number(text);
  return Number.isFinite(number) && Math.abs(number) <= LIMITS[axis] ? number : 'invalid';
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[3]};
`;

/**
 * Latitude and Longitude, in sync with the pin: a moved pin rewrites them, a valid entry moves
 * the pin. Arrow keys step by 0.0001° (about 11 m). Leaving a field that is blank puts the pin's
 * value back.
 */
export function CoordinateFields({ value, onChange, invalid = false, describedBy }: CoordinateFieldsProps) {
  const copy = useCopy(MAP_COPY);
  const messages = useCopy(MESSAGES);
  const [drafts, setDrafts] = useState(() => ({ latitude: formatDegrees(value.latitude), longitude: formatDegrees(value.longitude) }));
  const [shown, setShown] = useState(value);

  // The pin moved (map, or the form): rewrite the fields that do not already say so.
  if (shown.latitude !== value.latitude || shown.longitude !== value.longitude) {
    setShown(value);
    setDrafts((current) => ({
      latitude: parseDegrees(current.latitude, 'latitude') === value.latitude ? current.latitude : formatDegrees(value.latitude),
      longitude: parseDegrees(current.longitude, 'longitude') === value.longitude ? current.longitude : formatDegrees(value.longitude),
    }));
  }

  const edit = (axis: Axis, text: string) => {
    setDrafts((current) => ({ ...current, [axis]: text }));
    const number = parseDegrees(text, axis);
    if (typeof number === 'number' && number !== value[axis]) onChange({ ...value, [axis]: number });
  };

  const field = (axis: Axis) => {
    const parsed = parseDegrees(drafts[axis], axis);
    return (
      <TextField
        label={copy.venue[axis]}
        type="number"
        inputMode="decimal"
        step={0.0001}
        min={-LIMITS[axis]}
        max={LIMITS[axis]}
        value={drafts[axis]}
        onChange={(event) => edit(axis, event.target.value)}
        onBlur={() => {
          if (parsed === null) setDrafts((current) => ({ ...current, [axis]: formatDegrees(value[axis]) }));
        }}
        error={parsed === 'invalid' ? messages.validCoordinates : undefined}
        {...(invalid ? { 'aria-invalid': true } : {})}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      />
    );
  };

  return (
    <Row>
      {field('latitude')}
      {field('longitude')}
    </Row>
  );
}
