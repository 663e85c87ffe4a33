/**
 * The venue's place on the deal form (issue 10): its coordinates, typed or set with the map's pin
 * (the map is its own chunk; the two inputs work without it).
 */
import styled from 'styled-components';
import { BUSINESS_COPY } from './copy';
import { DealTextField } from './DealFormFrame';

const text = BUSINESS_COPY.form;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  border: none;
  & > legend {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const COORDINATE_INPUT = { type: 'number', inputMode: 'decimal', step: 0.0001 } as const;

export function VenueFields() {
  return (
    <Group>
      <legend>{text.venue}</legend>
      <Hint>{text.venueHint}</Hint>
      <Pair>
        <DealTextField field="latitude" label={text.latitude} min={-90} max={90} {...COORDINATE_INPUT} />
        <DealTextField field="longitude" label={text.longitude} min={-180} max={180} {...COORDINATE_INPUT} />
      </Pair>
    </Group>
  );
}
