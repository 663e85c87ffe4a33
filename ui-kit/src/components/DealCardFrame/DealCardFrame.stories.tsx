import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CalendarClock, MapPin, Pencil } from 'lucide-react';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { DealPicture } from '../DealPicture';
import { MetaLine } from '../MetaLine';
import { PriceTag } from '../PriceTag';
import { SlotsLeft } from '../SlotsLeft';
import { StarRating } from '../StarRating';
import { DealCardFrame } from './DealCardFrame';
import { inCardColumn } from '../../test/frame';

const onEdit = fn();

const meta = {
  title: 'Components/DealCardFrame',
  component: DealCardFrame,
  args: {
    title: 'Sunset Kayak Tour along the Coves',
    titleId: 'kayak-title',
    picture: <DealPicture category="beach" position={0} discount={35} loading="eager" />,
    children: (
      <MetaLine icon={<MapPin aria-hidden />} label="Location:" truncate>
        Laguna Beach, CA
      </MetaLine>
    ),
    footer: (
      <>
        <PriceTag price={49} originalPrice={75} />
        <SlotsLeft slots={8} />
      </>
    ),
  },
  decorators: [inCardColumn],
} satisfies Meta<typeof DealCardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Picture, title, a detail and the price row: no actions. */
export const Minimal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'Sunset Kayak Tour along the Coves' })).toBeVisible();
  },
};

/** Composed the way the business dashboard does: a line above the title, more details, its own actions. */
export const WithEyebrowAndActions: Story = {
  args: {
    eyebrow: (
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <Badge size="sm" tone="info">
          Beaches
        </Badge>
        <StarRating rating={4.8} reviewCount={124} />
      </div>
    ),
    children: (
      <>
        <MetaLine icon={<MapPin aria-hidden />} label="Location:" truncate>
          Laguna Beach, CA
        </MetaLine>
        <MetaLine icon={<CalendarClock aria-hidden />}>Ends Nov 27, 2026</MetaLine>
      </>
    ),
    actions: (
      <Button variant="outline" size="sm" icon={<Pencil aria-hidden />} onClick={onEdit} aria-describedby="kayak-title">
        Edit
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const edit = within(canvasElement).getByRole('button', { name: 'Edit' });
    await expect(edit).toHaveAccessibleDescription('Sunset Kayak Tour along the Coves');
    await userEvent.click(edit);
    await expect(onEdit).toHaveBeenCalled();
  },
};
