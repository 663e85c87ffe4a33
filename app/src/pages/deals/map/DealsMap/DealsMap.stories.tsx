import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_CENTRE, type Deal } from '@spur/contract';
import { Button } from '@spur/ui-kit';
import { formatMoney } from '../../../../time/format';
import { MAP_DENSE_DEALS, MAP_SAMPLE_DEALS } from '../samples';
import { BLANK_TILE_URL } from '../tiles';
import { DealsMap } from './DealsMap';

const PopupCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const PopupTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const PopupMeta = styled.p`
  color: ${({ theme }) => theme.colors.text.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const PopupRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const onBook = fn();

/** What the /deals page puts in a popup: the deal's card with Book Now (here a short one). */
function StoryPopup({ deal }: { deal: Deal }) {
  return (
    <PopupCard>
      <PopupTitle>{deal.title}</PopupTitle>
      <PopupMeta>{deal.location}</PopupMeta>
      <PopupRow>
        <span>{formatMoney(deal.price)}</span>
        <Button size="sm" onClick={() => onBook(deal.id)}>
          Book Now
        </Button>
      </PopupRow>
    </PopupCard>
  );
}

/**
 * The /deals map view. Tiles point at a blank data URI, as they would fail offline: pins,
 * clusters and popups on the blank background, the same in every run.
 */
const meta = {
  title: 'Pages/Deals Map',
  component: DealsMap,
  args: {
    deals: MAP_SAMPLE_DEALS,
    tileUrl: BLANK_TILE_URL,
    attribution: '© OpenStreetMap contributors',
    renderPopup: (deal: Deal) => <StoryPopup deal={deal} />,
    onSelect: fn(),
  },
} satisfies Meta<typeof DealsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const pins = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.spur-pin');

/** Five deals along the coast, from Newport Harbor to Dana Point: the map fits them all. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pins(canvasElement)).toHaveLength(5));
    await expect(canvas.getByRole('region', { name: 'Map of deals' })).toHaveTextContent('© OpenStreetMap contributors');
    await expect(canvas.getByRole('button', { name: 'Whale Watching Safari, $65, 7.3 mi' })).toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Deals on the map' });
    await expect(within(list).getAllByRole('button')).toHaveLength(5);
  },
};

/** 29 deals, 24 of them downtown: close pins gather into clusters that say how many. */
export const Dense: Story = {
  args: { deals: MAP_DENSE_DEALS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /deals here, zoom in to see them$/ }).length).toBeGreaterThan(0));
    await expect(within(canvas.getByRole('list', { name: 'Deals on the map' })).getAllByRole('button')).toHaveLength(MAP_DENSE_DEALS.length);
  },
};

/** A deal's button in the list pans to its pin and opens its popup, which takes the focus. */
export const PopupFromList: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pins(canvasElement)).toHaveLength(5));
    await userEvent.click(canvas.getByRole('button', { name: 'Sunrise Yoga on the Sand, 2.5 mi' }));
    const popup = await canvas.findByRole('dialog', { name: 'Sunrise Yoga on the Sand' });
    await expect(await within(popup).findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    await waitFor(() => expect(popup).toHaveFocus());
    await expect(args.onSelect).toHaveBeenCalledWith(MAP_SAMPLE_DEALS[1]);
  },
};

/** The visitor's position (or the chosen centre) as its own marker, with a line in the legend. */
export const WithCentre: Story = {
  args: { centre: DEFAULT_CENTRE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(pins(canvasElement)).toHaveLength(5));
    await expect(await canvas.findByRole('img', { name: 'Your position' })).toBeInTheDocument();
    await expect(canvas.getByText('Your position')).toBeInTheDocument();
  },
};
