import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { VoucherScanner } from './VoucherScanner';

const meta = {
  title: 'Business/VoucherScanner',
  component: VoucherScanner,
  args: { onCode: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VoucherScanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before anything is asked: the camera stays off until the button is pressed. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Scan with camera' })).toBeEnabled();
  },
};

/** The camera was refused: say so, and that the code can be typed. */
export const Denied: Story = {
  args: { openCamera: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Scan with camera' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Camera access was denied/);
  },
};

/** No camera (or no camera API): type the code. */
export const Unavailable: Story = {
  args: { openCamera: () => Promise.reject(new DOMException('No camera', 'NotFoundError')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Scan with camera' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/No camera can be used here/);
  },
};
