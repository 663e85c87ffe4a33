import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DealCard } from '../components/DealCard';
import { inCardColumn } from '../test/frame';
import { KitLocaleProvider } from './KitLocaleProvider';
import { SPANISH_DEAL_CARD_TEXTS } from './spanishSample';

/** A deal card in the language of the provider around it: its texts, and its prices formatted in its locale. */
const meta = {
  title: 'Primitives/KitLocaleProvider',
  component: KitLocaleProvider,
  args: {
    locale: 'en-US',
    children: (
      <DealCard
        title="Sunset Kayak Tour along the Coves"
        price={49}
        originalPrice={75}
        category="beach"
        position={0}
        slots={2}
        lastSpotsAt={3}
        location="Laguna Beach, CA"
        distanceLabel="2.4 km"
        rating={4.8}
        reviewCount={124}
        onBook={fn()}
        onToggleSave={fn()}
      />
    ),
  },
  decorators: [inCardColumn],
} satisfies Meta<typeof KitLocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without texts: the kit's own English. */
export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Book Now' })).toBeVisible();
    await expect(canvas.getByText('35% OFF')).toBeVisible();
  },
};

export const Spanish: Story = {
  args: { locale: 'es-US', texts: SPANISH_DEAL_CARD_TEXTS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reservar ahora' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar oferta' })).toBeVisible();
    await expect(canvas.getByText('35% DE DESCUENTO')).toBeVisible();
    await expect(canvas.getByText('Últimos 2 lugares')).toBeVisible();
    await expect(canvas.getByText('(124 reseñas)')).toBeVisible();
  },
};

/** A locale formats the prices: dollars as "US$" in Simplified Chinese, so no reader takes them for yuan. */
export const ChineseFormats: Story = {
  args: { locale: 'zh-Hans-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('US$49.00')).toBeVisible();
  },
};
