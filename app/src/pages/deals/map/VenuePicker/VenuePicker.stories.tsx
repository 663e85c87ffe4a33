import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { DEFAULT_CENTRE, MESSAGES } from '@spur/contract';
import { BLANK_TILE_URL } from '../tiles';
import { VenuePicker, type VenuePickerProps } from './VenuePicker';

/** The deal form's own message about the venue. */
const FormMessage = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.destructive.base};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The picker as the deal form holds it: the value in state, passed back down. */
function Controlled(args: VenuePickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <VenuePicker
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

/** The business deal form's venue: a pin on a small map, and its coordinates. Tiles: blank (offline). */
const meta = {
  title: 'Pages/Venue Picker',
  component: VenuePicker,
  args: {
    value: DEFAULT_CENTRE,
    onChange: fn(),
    tileUrl: BLANK_TILE_URL,
    attribution: '© OpenStreetMap contributors',
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VenuePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const pin = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('.spur-venue-pin');

/** A new deal: the pin at the default city's centre. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pin(canvasElement)).not.toBeNull());
    await expect(canvas.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue(33.5427);
    await expect(canvas.getByRole('spinbutton', { name: 'Longitude' })).toHaveValue(-117.7854);
    await expect(canvas.getByRole('region', { name: /Map of the venue/ })).toHaveTextContent('© OpenStreetMap contributors');
  },
};

/** The keyboard's way: new coordinates typed in move the pin (here to Main Beach's boardwalk). */
export const MovedWithInputs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pin(canvasElement)).not.toBeNull());
    const before = pin(canvasElement)!.style.transform;
    // 33.5427 → 33.5445 and -117.7854 → -117.7875: the last two digits of each, retyped.
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Latitude' }), '{Backspace}{Backspace}45');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Longitude' }), '{Backspace}{Backspace}75');
    await expect(args.onChange).toHaveBeenLastCalledWith({ latitude: 33.5445, longitude: -117.7875 });
    await waitFor(() => expect(pin(canvasElement)!.style.transform).not.toBe(before));
  },
};

/** The form found the venue invalid: both inputs are marked, and announce the form's message. */
export const Invalid: Story = {
  args: { invalid: true, describedBy: 'venue-problem' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <FormMessage id="venue-problem">{MESSAGES.validCoordinates}</FormMessage>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pin(canvasElement)).not.toBeNull());
    for (const name of ['Latitude', 'Longitude']) {
      const input = canvas.getByRole('spinbutton', { name });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(MESSAGES.validCoordinates);
    }
  },
};
