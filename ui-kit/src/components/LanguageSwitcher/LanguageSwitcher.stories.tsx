import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitcher } from './LanguageSwitcher';
import { sampleLanguages } from './samples';

const meta = {
  title: 'Primitives/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { label: 'Language', current: 'en', options: sampleLanguages, onChoose: fn() },
  // Room under the control for the open list.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 200 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's language, named in it; the others behind it. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Language' }));
    await expect(nav.getByText('English', { selector: 'summary span' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Español', hidden: true })).not.toBeVisible();
  },
};

/** Open: a real link to the page in each language, each named in its own. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Language' }));
    await userEvent.click(nav.getByText('English', { selector: 'summary span' }));
    const spanish = nav.getByRole('link', { name: 'Español' });
    await expect(spanish).toBeVisible();
    await expect(spanish).toHaveAttribute('href', '/es/deals');
    await expect(spanish).toHaveAttribute('hreflang', 'es');
    await expect(spanish).toHaveAttribute('lang', 'es');
    await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: '简体中文' })).toHaveAttribute('lang', 'zh-Hans');
  },
};

/** A Spanish page: Español is the current one; choosing English reports it before the link goes there. */
export const InSpanish: Story = {
  args: { label: 'Idioma', current: 'es' },
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Idioma' }));
    await userEvent.click(nav.getByText('Español', { selector: 'summary span' }));
    await expect(nav.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page');
    const english = nav.getByRole('link', { name: 'English' });
    // The story stays where it is: following the link is the browser's part.
    english.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(english);
    await expect(args.onChoose).toHaveBeenCalledWith('en');
    // Escape closes the list and gives the focus back to its control.
    await userEvent.keyboard('{Escape}');
    await expect(english).not.toBeVisible();
    await expect(nav.getByText('Español', { selector: 'summary span' }).closest('summary')).toHaveFocus();
  },
};
