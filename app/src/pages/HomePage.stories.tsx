import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactFailureHandler, contactSendingHandler } from '@spur/mocks/handlers';
import { MESSAGES, SUPPORT_EMAIL } from '@spur/contract';
import type { Locale } from '@spur/i18n';
import HomePage from './HomePage';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen', page: { url: '/' } },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form is a lazy chunk: wait for it, then fill it in. */
async function fillContactForm(canvasElement: HTMLElement) {
  const canvas = within(within(canvasElement).getByRole('main'));
  const form = within(await canvas.findByRole('form', { name: 'Send us a Message' }, { timeout: 5000 }));
  await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Jamie Rivera');
  await userEvent.type(form.getByRole('textbox', { name: /Email/ }), 'jamie@example.com');
  await userEvent.type(form.getByRole('textbox', { name: /Subject/ }), 'Partnering with Spur');
  await userEvent.type(form.getByRole('textbox', { name: /Message/ }), 'We run sunset kayak tours and would love to list them.');
  return form;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Building the Future of Experiences Anywhere' })).toBeVisible();
    await expect(canvas.getByText('Discover Adventures, Tours and Activities around you in Real Time')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search deals' })).toHaveAttribute('placeholder', 'Search Here...');
    const quick = within(canvas.getByRole('list', { name: 'Popular searches' }));
    await expect(quick.getByRole('link', { name: 'Beaches' })).toHaveAttribute('href', '/deals?search=Beaches');
    await expect(quick.getByRole('link', { name: 'Entertainment' })).toHaveAttribute('href', '/deals?search=Entertainment');
    const categories = within(canvas.getByRole('region', { name: 'Popular Categories' }));
    for (const [name, category] of [
      ['Beaches', 'beach'],
      ['Safaris', 'safari'],
      ['Tours', 'tour'],
      ['Wellness', 'wellness'],
      ['Entertainment', 'entertainment'],
    ] as const) {
      await expect(categories.getByRole('link', { name })).toHaveAttribute('href', `/deals?category=${category}`);
    }
    await expect(within(canvas.getByRole('navigation', { name: 'When' })).getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/deals?when=today');
    await expect(canvas.getByRole('search', { name: 'Search deals' })).toHaveAttribute('action', '/deals');
    await expect(canvas.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/deals');
    await expect(canvas.getByRole('link', { name: 'Browse All Deals' })).toHaveAttribute('href', '/deals');
    await expect(canvas.getByRole('heading', { name: 'Ready to Explore Amazing Deals' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read Customer Stories' })).toHaveAttribute('href', '/testimonials');
    await expect(canvas.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Get in Touch' }, { timeout: 5000 })).toBeVisible();
    const form = within(await canvas.findByRole('form', { name: 'Send us a Message' }, { timeout: 5000 }));
    await expect(form.getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveAttribute('rows', '5');
    for (const name of [/Name/, /Email/, /Subject/, /Message/]) {
      await expect(form.getByRole('textbox', { name })).toBeRequired();
    }
  },
};

/** The home page in `locale`, the contact form (a lazy chunk) loaded: long Spanish words and Chinese text in the hero, the categories and the form. */
const inLanguage = (locale: Locale, text: { hero: string; subtitle: string; search: string; cta: string; contact: string; form: string }): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    await expect(canvas.getByRole('heading', { level: 1, name: text.hero })).toBeVisible();
    await expect(canvas.queryByText('Building the Future of Experiences Anywhere')).not.toBeInTheDocument();
    await expect(canvas.getByText(text.subtitle)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: text.search })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text.cta })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: text.contact })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: text.form }, { timeout: 5000 })).toBeVisible();
  },
});

export const Spanish: Story = inLanguage('es', {
  hero: 'Construimos el futuro de las experiencias, en cualquier lugar',
  subtitle: 'Descubra aventuras, tours y actividades a su alrededor en tiempo real',
  search: 'Buscar ofertas',
  cta: 'Descubra ofertas increíbles',
  contact: 'Contáctenos',
  form: 'Envíenos un mensaje',
});

export const Chinese: Story = inLanguage('zh-Hans', {
  hero: '随时随地，打造体验的未来',
  subtitle: '实时发现您身边的探险、观光和活动',
  search: '搜索优惠',
  cta: '探索超值优惠',
  contact: '联系我们',
  form: '给我们留言',
});

/** While the message is on its way: the button is disabled and reads "Sending...". */
export const ContactSending: Story = {
  parameters: { msw: { handlers: [contactSendingHandler] } },
  play: async ({ canvasElement }) => {
    const form = await fillContactForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    const button = await form.findByRole('button', { name: /Sending\.\.\./ });
    await expect(button).toBeDisabled();
  },
};

/** Sent: "Message Sent!" with the server's message, and the fields are cleared. */
export const ContactSuccess: Story = {
  play: async ({ canvasElement }) => {
    const form = await fillContactForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Message Sent!')).toBeVisible();
    await expect(body.getByText(MESSAGES.contactThanks)).toBeVisible();
    await waitFor(() => expect(form.getByRole('textbox', { name: /Name/ })).toHaveValue(''));
    for (const name of [/Email/, /Subject/, /Message/]) {
      await expect(form.getByRole('textbox', { name })).toHaveValue('');
    }
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** The server could not send it: the destructive "Error" toast names the support address. */
export const ContactFailure: Story = {
  parameters: { msw: { handlers: [contactFailureHandler] } },
  play: async ({ canvasElement }) => {
    const form = await fillContactForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Error')).toBeVisible();
    await expect(body.getByText(`There was a problem sending your message. Please try again or contact us directly at ${SUPPORT_EMAIL}.`)).toBeVisible();
    // What was typed stays, so the person can try again.
    await expect(form.getByRole('textbox', { name: /Subject/ })).toHaveValue('Partnering with Spur');
  },
};

/** Submitting an incomplete form shows the contract's message inline and sends nothing. */
export const ContactInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('main'));
    const form = within(await canvas.findByRole('form', { name: 'Send us a Message' }, { timeout: 5000 }));
    await userEvent.type(form.getByRole('textbox', { name: /Name/ }), 'Jamie');
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(MESSAGES.enterEmail);
  },
};
