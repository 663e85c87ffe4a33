import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Primitives/SearchBox',
  component: SearchBox,
  args: { onSearch: fn(), onClear: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('search', { name: 'Search deals' })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search deals' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'kayak' },
  play: async ({ canvasElement }) => {
    // The clear button needs the script: it shows once the box has mounted.
    await expect(await within(canvasElement).findByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  },
};

export const Hero: Story = {
  args: { size: 'lg', placeholder: 'Search Here...' },
};

export const SubmitWithEnter: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search deals' });
    await userEvent.type(input, '  sunset kayak  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('sunset kayak');
    input.blur();
  },
};

export const SubmitWithButton: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deals' }), 'Tours');
    const button = canvas.getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('Tours');
    button.blur();
  },
};

export const SubmitEmpty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search deals' });
    await userEvent.type(input, '   {Enter}');
    // An empty trimmed term still submits: the app then shows all deals.
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('');
    input.blur();
  },
};

export const Clear: Story = {
  args: { defaultValue: 'safari' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search deals' });
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await expect(args.onSearch).not.toHaveBeenCalled();
    input.blur();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('wellness');
    return (
      <SearchBox
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
};

export const Disabled: Story = { args: { defaultValue: 'beach', disabled: true } };

/** A real GET form to /deals keeping the active filters: a search works before the page's scripts run. */
export const WorksWithoutScripts: Story = {
  args: { action: '/deals', hiddenFields: [['when', 'today']], defaultValue: 'kayak' },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('search', { name: 'Search deals' });
    await expect(form).toHaveAttribute('action', '/deals');
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form).toHaveFormValues({ search: 'kayak', when: 'today' });
  },
};
