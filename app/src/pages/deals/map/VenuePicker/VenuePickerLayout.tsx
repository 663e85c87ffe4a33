/**
 * The venue picker's layout, without Leaflet: the legend, the two coordinate inputs (always
 * there) and, under them, whatever map the caller passes (the map itself, or its lazy loader).
 */
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { MAP_COPY } from '../copy';
import { CoordinateFields, type CoordinateFieldsProps } from './CoordinateFields';

export interface VenuePickerLayoutProps extends CoordinateFieldsProps {
  /** The group's legend. Default "Venue location". */
  label?: string;
  /** The map under the inputs; nothing while it loads or if it could not. */
  map: ReactNode;
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text.primary};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function VenuePickerLayout({ label, map, ...fields }: VenuePickerLayoutProps) {
  const copy = useCopy(MAP_COPY);
  const hintId = useId();
  return (
    <Fieldset aria-describedby={hintId}>
      <Legend>{label ?? copy.venue.legend}</Legend>
      <Hint id={hintId}>{copy.venue.hint}</Hint>
      <CoordinateFields {...fields} />
      {map}
    </Fieldset>
  );
}
