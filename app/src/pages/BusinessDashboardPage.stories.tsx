import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MESSAGES, SUPPORT_EMAIL, endpoints } from '@spur/contract';
import { myDealsEmptyHandler, myDealsForbiddenHandler, myDealsLoadingHandler, myDealsServerErrorHandler, overrides } from '@spur/mocks/handlers';
import { DEAL_IDS } from '@spur/demo-data';
import type { Locale } from '@spur/i18n';
import { STORY_NOW, storyBackend } from '../storybook/storyBackend';
import { setDashboardClock } from './business/clock';
import BusinessDashboardPage from './BusinessDashboardPage';

const meta = {
  title: 'Pages/Business Dashboard',
  component: BusinessDashboardPage,
  parameters: { layout: 'fullscreen', page: { url: '/business-dashboard', auth: 'adventures' } },
  beforeEach: () => {
    // Expiry badges compare with the story backend's fixed "now", never the wall clock.
    return setDashboardClock(() => STORY_NOW.getTime());
  },
} satisfies Meta<typeof BusinessDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Waits for the dashboard to load: the deal list and the figures. */
async function loaded(canvasElement: HTMLElement, firstDeal = 'Tide Pool Discovery Walk at Treasure Island') {
  const canvas = within(canvasElement);
  await canvas.findByRole('article', { name: firstDeal }, { timeout: 10_000 });
  await waitFor(() => expect(canvas.queryByText('—')).not.toBeInTheDocument());
  return canvas;
}

/** The StatCard showing `label`. */
const figure = (canvas: Canvas, label: string) => within(canvas.getByText(label).closest('dl') as HTMLElement);

async function expectFigures(canvas: Canvas, deals: string, revenue: string, active: string) {
  await waitFor(() => expect(figure(canvas, 'Total Deals').getByText(deals)).toBeVisible());
  await expect(figure(canvas, 'Total Revenue').getByText(revenue)).toBeVisible();
  await expect(figure(canvas, 'Active Deals').getByText(active)).toBeVisible();
}

/**
 * The toast saying `title` and `description`. The region is found by its label, not its role: an
 * open modal dialog hides the rest of the page from the accessibility tree. A pointer move over the
 * toast pauses its 5 s timer (Radix), so it is still there for the snapshot.
 */
async function toastShows(title: string, description: string) {
  const region = document.body.querySelector<HTMLElement>('[role="region"][aria-label="Notifications (F8)"]');
  if (!region) throw new globalThis.Error('The toast region is missing.');
  const item = (await within(region).findByText(description, {}, { timeout: 10_000 })).closest('li') as HTMLElement;
  await expect(within(item).getByText(title)).toBeVisible();
  item.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  await Promise.all(item.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined)));
  return item;
}

async function openDialog(canvas: Canvas, button: string, dialogName: string) {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: dialogName }));
}

/** Adventures (Maya Torres): 16 deals, $918.00 of paid bookings, 14 active (2 sold out). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Maya Torres')).toBeVisible();
    await expect(canvas.getByText('adventures@spur.example')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Deal' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quick Add' })).toBeVisible();
    await expectFigures(canvas, '16', '$918.00', '14');
    await expect(figure(canvas, 'Total Deals').getByText('Every deal you have listed')).toBeVisible();
    await expect(figure(canvas, 'Total Revenue').getByText('Paid bookings, not counting cancellations')).toBeVisible();
    await expect(figure(canvas, 'Active Deals').getByText('Slots left and not expired')).toBeVisible();
    await expect(canvas.getByText('16 deals')).toBeVisible();

    const paddle = within(canvas.getByRole('article', { name: 'Sunset Stand-Up Paddleboard Session' }));
    await expect(paddle.getByText('$59.00')).toBeVisible();
    await expect(paddle.getByText('$79.00')).toBeVisible();
    await expect(paddle.getByText('25% OFF')).toBeVisible();
    // Its spots across its upcoming sessions (2 + 8 + 12 + 7).
    await expect(paddle.getByText('29 slots left')).toBeVisible();
    await expect(paddle.getByText('(1 review)')).toBeVisible();
    await expect(paddle.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(paddle.getByRole('button', { name: 'Delete' })).toBeVisible();

    const soldOut = within(canvas.getByRole('article', { name: 'Sea Kayak Tour to Seal Rock' }));
    await expect(soldOut.getByText('Sold out')).toBeVisible();
    await expect(soldOut.getByText('No slots left')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Beach Bonfire & S’mores Night' })).getByText('Ends Dec 4, 2026')).toBeVisible();
  },
};

interface DashboardTexts {
  title: string;
  createDeal: string;
  totalDeals: string;
  totalDealsHint: string;
  revenue: string;
  count: string;
  edit: string;
}

/** Adventures' dashboard in `locale`: the figures, actions and card labels translated (the deals' titles are the business's own). */
const inLanguage = (locale: Locale, text: DashboardTexts): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(canvas.queryByText('Business Dashboard')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: text.createDeal })).toBeVisible();
    await waitFor(() => expect(figure(canvas, text.totalDeals).getByText('16')).toBeVisible());
    await expect(figure(canvas, text.totalDeals).getByText(text.totalDealsHint)).toBeVisible();
    await expect(canvas.getByText(text.revenue)).toBeVisible();
    await expect(canvas.getByText(text.count)).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Sunset Stand-Up Paddleboard Session' })).getByRole('button', { name: text.edit })).toBeVisible();
  },
});

const SPANISH: DashboardTexts = {
  title: 'Panel de negocio',
  createDeal: 'Crear oferta',
  totalDeals: 'Ofertas totales',
  totalDealsHint: 'Todas las ofertas que ha publicado',
  revenue: '$918.00',
  count: '16 ofertas',
  edit: 'Editar',
};

const CHINESE: DashboardTexts = {
  title: '商家后台',
  createDeal: '创建优惠',
  totalDeals: '优惠总数',
  totalDealsHint: '您发布过的全部优惠',
  revenue: 'US$918.00',
  count: '16个优惠',
  edit: '编辑',
};

export const Spanish: Story = inLanguage('es', SPANISH);
export const Chinese: Story = inLanguage('zh-Hans', CHINESE);

/** The full Create Deal form in `locale`, just opened: its labels, hints and the travelers' cancellation line translated. */
const createFormInLanguage = (locale: Locale, createDeal: string, form: { title: RegExp; description: RegExp; timeZone: string; travelersSee: string }): Story => ({
  globals: { locale },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, createDeal, createDeal);
    await expect(dialog.getByRole('heading', { name: createDeal })).toBeVisible();
    await expect(dialog.queryByText('Create Deal')).not.toBeInTheDocument();
    await expect(dialog.getByLabelText(form.title)).toHaveValue('');
    await expect(dialog.getByLabelText(form.description)).toHaveValue('');
    await expect(dialog.getByLabelText(form.timeZone)).toHaveValue('America/Los_Angeles');
    await expect(dialog.getByText(form.travelersSee)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: createDeal })).toBeEnabled();
  },
});

export const CreateDealSpanish: Story = createFormInLanguage('es', SPANISH.createDeal, {
  title: /^Título/,
  description: /^Descripción/,
  timeZone: 'Zona horaria del lugar',
  travelersSee: 'Los viajeros ven: Cancelación gratuita hasta 24 horas antes del inicio · después, sin reembolso',
});

export const CreateDealChinese: Story = createFormInLanguage('zh-Hans', CHINESE.createDeal, {
  title: /^标题/,
  description: /^描述/,
  timeZone: '场地时区',
  travelersSee: '旅客看到的是：开始前24小时可免费取消 · 之后不予退款',
});

/** The other business (Lena Okafor): 10 deals, $708.00, 9 active. */
export const Wellness: Story = {
  parameters: { page: { url: '/business-dashboard', auth: 'wellness' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement, 'Sunset Wine Tasting & Acoustic Set');
    await expect(canvas.getByText('Lena Okafor')).toBeVisible();
    await expect(canvas.getByText('wellness@spur.example')).toBeVisible();
    await expectFigures(canvas, '10', '$708.00', '9');
    await expect(canvas.getByText('10 deals')).toBeVisible();
    await expect(canvas.queryByText('Sunset Stand-Up Paddleboard Session')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { deals: [myDealsLoadingHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading your dashboard...');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Business Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create Deal' })).not.toBeInTheDocument();
  },
};

const zeroStats = http.get(endpoints.businessStats.path, () => HttpResponse.json({ total_deals: 0, total_revenue: 0, active_deals: 0, upcoming_sessions: 0, seats_sold_today: 0, fee_percent: 15 }));

/** A business with no deals yet (e.g. just upgraded). */
export const Empty: Story = {
  parameters: { msw: { handlers: { deals: [myDealsEmptyHandler, zeroStats] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You have no deals yet' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Create your first deal and it shows on the Deals page for everyone nearby.')).toBeVisible();
    await expectFigures(canvas, '0', '$0.00', '0');
    await expect(canvas.getAllByRole('button', { name: 'Create Deal' })).toHaveLength(2);
  },
};

/** The server answers 403 (SPEC §6/§8): contact support to upgrade, and the "Access Denied" toast. */
export const AccessDenied: Story = {
  parameters: { msw: { handlers: { deals: [myDealsForbiddenHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access denied. Business account required.' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`contact support at ${SUPPORT_EMAIL} to upgrade`))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
    await expect(canvas.queryByRole('button', { name: 'Create Deal' })).not.toBeInTheDocument();
    await toastShows('Access Denied', 'You need a business account to access this dashboard.');
  },
};

/** Any other failure: "Error loading business dashboard" with Try Again. */
export const Error: Story = {
  parameters: { msw: { handlers: { deals: [myDealsServerErrorHandler] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Error loading business dashboard' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(MESSAGES.internalError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    await toastShows('Error', 'Failed to fetch your deals. Please try again.');
  },
};

/** Only the figures fail: the deals still show, with a Try Again for the figures. */
export const StatsUnavailable: Story = {
  parameters: { msw: { handlers: { deals: overrides.businessStatsServerError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Tide Pool Discovery Walk at Treasure Island' }, { timeout: 10_000 });
    await expect(canvas.getByText('Your figures could not be loaded.')).toBeVisible();
    await expect(canvas.getAllByText('—')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** A limited-time deal whose end has passed: "Expired" and "Ended ..."; it no longer counts as active. */
export const ExpiredDeal: Story = {
  beforeEach: () => {
    storyBackend.db.deal.update({
      where: { id: { equals: DEAL_IDS.bonfire } },
      data: { expires_at: new Date(STORY_NOW.getTime() - 24 * 60 * 60 * 1000).toISOString() },
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expectFigures(canvas, '16', '$918.00', '13');
    const bonfire = within(canvas.getByRole('article', { name: 'Beach Bonfire & S’mores Night' }));
    await expect(bonfire.getByText('Expired')).toBeVisible();
    await expect(bonfire.getByText('Ended Nov 19, 2026')).toBeVisible();
  },
};

/** The full form, submitted empty: "Please fill in all fields." (the location is prefilled). */
export const CreateFullForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Create Deal', 'Create Deal');
    await expect(dialog.getByLabelText(/^Location/)).toHaveValue('Laguna Beach, CA');
    await expect(dialog.getByLabelText(/^Available slots/)).toHaveValue(10);
    await expect(dialog.getByLabelText(/^Category/)).toHaveValue('tour');
    await expect(dialog.getByLabelText(/^Price/)).toHaveAttribute('min', '0');
    await expect(dialog.getByLabelText(/^Price/)).toHaveAttribute('step', '0.01');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
    await expect(await dialog.findByText('Please fill in all fields.')).toBeVisible();
    await expect(dialog.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText(/^Title/)).toHaveFocus();
  },
};

export const CreateFullFormInvalidPrice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Create Deal', 'Create Deal');
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Sunrise Kayak & Coffee');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Paddle out at first light, then warm up with coffee on the sand.');
    await userEvent.type(dialog.getByLabelText(/^Price/), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
    await expect(await dialog.findByText('Please enter a valid price.')).toBeVisible();
    await expect(dialog.getByLabelText(/^Price/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server's rule (original price above price) comes back as a 400: shown inline, plus the error toast. */
export const CreateServerValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Create Deal', 'Create Deal');
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Sunrise Kayak & Coffee');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Paddle out at first light.');
    await userEvent.type(dialog.getByLabelText(/^Price/), '45');
    await userEvent.type(dialog.getByLabelText(/^Original price/), '40');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
    await expect(await dialog.findByText(MESSAGES.validOriginalPrice)).toBeVisible();
    await expect(dialog.getByLabelText(/^Original price/)).toHaveAttribute('aria-invalid', 'true');
    await toastShows('Error', 'Failed to create deal. Please try again.');
  },
};

/** A complete full form: "Success", the dialog closes, the new deal leads the list and the figures move. */
export const CreateSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Create Deal', 'Create Deal');
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Sunrise Kayak & Coffee');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Paddle out at first light, then warm up with coffee on the sand.');
    await userEvent.type(dialog.getByLabelText(/^Price/), '45');
    await userEvent.type(dialog.getByLabelText(/^Original price/), '60');
    await userEvent.selectOptions(dialog.getByLabelText(/^Category/), 'beach');
    await userEvent.clear(dialog.getByLabelText(/^Available slots/));
    await userEvent.type(dialog.getByLabelText(/^Available slots/), '8');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));

    await toastShows('Success', 'Deal created.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const created = within(await canvas.findByRole('article', { name: 'Sunrise Kayak & Coffee' }));
    await expect(created.getByText('$45.00')).toBeVisible();
    await expect(created.getByText('25% OFF')).toBeVisible();
    await expect(created.getByText('8 slots left')).toBeVisible();
    await expect(created.getByText('Laguna Beach, CA')).toBeVisible();
    await expectFigures(canvas, '17', '$918.00', '15');
    await expect(canvas.getByText('17 deals')).toBeVisible();
  },
};

/** Quick Add: the submit button stays disabled until both Title and Price have text. */
export const SimpleDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Quick Add', 'Quick Add');
    const submit = dialog.getByRole('button', { name: 'Add Deal' });
    await expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Sunset Kayak Tour');
    await expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/^Price/), '39');
    await expect(submit).toBeEnabled();
    await expect(dialog.getByLabelText(/^Category/)).toHaveValue('tour');
    await expect(dialog.getByText('Optional')).toBeVisible();
  },
};

/** Quick Add sent: "Success" and the new deal (default city, category Tour) leads the list. */
export const SimpleDialogSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Quick Add', 'Quick Add');
    await userEvent.type(dialog.getByLabelText(/^Title/), '  Sunset Kayak Tour ');
    await userEvent.type(dialog.getByLabelText(/^Price/), '39');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Deal' }));
    await toastShows('Success', 'Deal created.');
    const created = within(await canvas.findByRole('article', { name: 'Sunset Kayak Tour' }));
    await expect(created.getByText('Tour')).toBeVisible();
    await expect(created.getByText('Laguna Beach, CA')).toBeVisible();
    await expect(created.getByText('10 slots left')).toBeVisible();
    await expect(canvas.getByText('17 deals')).toBeVisible();
  },
};

/** Edit: the dialog opens prefilled with the deal. */
export const EditDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const card = within(canvas.getByRole('article', { name: 'E-Bike Coastal Tour: Laguna to Dana Point' }));
    await userEvent.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Deal' }));
    await expect(dialog.getByLabelText(/^Title/)).toHaveValue('E-Bike Coastal Tour: Laguna to Dana Point');
    await expect((dialog.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toContain('Cruise the Pacific Coast Highway on electric bikes');
    await expect(dialog.getByLabelText(/^Price/)).toHaveValue(99);
    await expect(dialog.getByLabelText(/^Original price/)).toHaveValue(129);
    await expect(dialog.getByLabelText(/^Category/)).toHaveValue('tour');
    await expect(dialog.getByLabelText(/^Available slots/)).toHaveValue(1);
    await expect(dialog.getByLabelText(/^Location/)).toHaveValue('Laguna Beach, CA');
    await expect(dialog.getByLabelText(/^Offer ends/)).toHaveValue('');
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

/** Edit saved: "Success" and the card shows the new price. */
export const EditSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const card = within(canvas.getByRole('article', { name: 'Wildlife Kayak Safari in Upper Newport Bay' }));
    await userEvent.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Deal' }));
    await userEvent.clear(dialog.getByLabelText(/^Price/));
    await userEvent.type(dialog.getByLabelText(/^Price/), '49');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await toastShows('Success', 'Deal updated.');
    await waitFor(() => expect(within(canvas.getByRole('article', { name: 'Wildlife Kayak Safari in Upper Newport Bay' })).getByText('$49.00')).toBeVisible());
  },
};

/**
 * Delete asks with the browser's own confirm (SPEC §5), which Storybook cannot show: the play
 * answers it with yes, then checks the deal is gone.
 */
export const DeleteConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const original = window.confirm;
    const questions: string[] = [];
    window.confirm = (message?: string) => {
      questions.push(message ?? '');
      return true;
    };
    try {
      const card = within(canvas.getByRole('article', { name: 'Tide Pool Discovery Walk at Treasure Island' }));
      await userEvent.click(card.getByRole('button', { name: 'Delete' }));
      await expect(questions).toEqual(['Are you sure you want to delete this deal?']);
      await toastShows('Success', 'Deal deleted.');
      await waitFor(() => expect(canvas.queryByRole('article', { name: 'Tide Pool Discovery Walk at Treasure Island' })).not.toBeInTheDocument());
      await expectFigures(canvas, '15', '$918.00', '13');
      await expect(canvas.getByText('15 deals')).toBeVisible();
    } finally {
      window.confirm = original;
    }
  },
};

/** A drop on the full form: the curve drawn from the price function, in bars and in words. */
export const CreatePriceDrop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Create Deal', 'Create Deal');
    await userEvent.type(dialog.getByLabelText(/^Title/), 'Sunset Sail');
    await userEvent.type(dialog.getByLabelText(/^Description/), 'Golden hour on the water.');
    await userEvent.type(dialog.getByLabelText(/^Price/), '60');
    await expect(dialog.getByLabelText('Venue time zone')).toHaveValue('America/Los_Angeles');
    await userEvent.click(dialog.getByRole('switch', { name: 'Last-minute price drop' }));
    await userEvent.type(dialog.getByLabelText(/^Lowest price/), '40');
    const figure = await dialog.findByRole('figure');
    await expect(figure).toHaveAccessibleName('From 3 hours before the start the price falls every 15 minutes, from $60 to $40 at 15 minutes before it.');
  },
};

/** The cancellation terms on the full form, with the line travelers will read. */
export const CreateCancellationTerms: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openDialog(canvas, 'Create Deal', 'Create Deal');
    await expect(dialog.getByText('Travelers see: Free cancellation up to 24 hours before the start · then no refund')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByLabelText('Free cancellation'), 'Up to 48 hours before the start');
    const refund = dialog.getByLabelText(/^Refund after that/);
    await userEvent.clear(refund);
    await userEvent.type(refund, '50');
    await expect(dialog.getByText('Travelers see: Free cancellation up to 48 hours before the start · then 50% refund')).toBeVisible();
  },
};

/** Opens "Times and bookings" of the deal titled `title`. */
async function openTimes(canvas: Canvas, title: string) {
  const card = within(canvas.getByRole('article', { name: title }));
  await userEvent.click(card.getByRole('button', { name: 'Times' }));
  return within(await screen.findByRole('dialog', { name: 'Times and bookings' }));
}

/** "Add times", once the deal's times have loaded (the button waits for them). */
async function openAddTimes(dialog: Canvas) {
  const add = await dialog.findByRole('button', { name: 'Add times' });
  await waitFor(() => expect(add).toBeEnabled());
  await userEvent.click(add);
  await dialog.findByRole('heading', { name: 'Add times' });
}

/** The sunset paddle's four times by venue day, with spots booked, cut-offs and a sold-out time. */
export const SessionsList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'Sunset Stand-Up Paddleboard Session');
    await expect(await dialog.findByText('4 upcoming times')).toBeVisible();
    await expect(dialog.getByText("Sunset Stand-Up Paddleboard Session. Times are the venue's (America/Los Angeles).")).toBeVisible();
    const today = within(dialog.getByRole('region', { name: 'Today' }));
    await expect(today.getAllByRole('listitem')).toHaveLength(2);
    await expect(today.getByText('1 h 30 min · 10 of 12 booked · Booking closes 15 min before')).toBeVisible();
    await expect(within(dialog.getByRole('region', { name: 'Tomorrow' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(today.getAllByRole('button', { name: 'Edit' })[0]).toHaveAccessibleDescription('Today 9:45 AM');
  },
};

/** An open-dated deal has no times yet: what adding one would change. */
export const SessionsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'E-Bike Coastal Tour: Laguna to Dana Point');
    await expect(await dialog.findByRole('heading', { name: 'No times yet' })).toBeVisible();
    await expect(dialog.getByText(/This deal is open-dated/)).toBeVisible();
  },
};

/** A repeating pattern, previewed before it is sent: weekdays at 9:00 and 5:30 PM for two weeks. */
export const SessionsAddRepeating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'E-Bike Coastal Tour: Laguna to Dana Point');
    await openAddTimes(dialog);
    await userEvent.click(dialog.getByRole('radio', { name: 'Repeating' }));
    await userEvent.selectOptions(dialog.getByLabelText('Days'), 'weekdays');
    await userEvent.clear(dialog.getByLabelText(/^Time 1/));
    await userEvent.type(dialog.getByLabelText(/^Time 1/), '09:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Add another time' }));
    await userEvent.type(dialog.getByLabelText(/^Time 2/), '17:30');
    await userEvent.clear(dialog.getByLabelText(/^For how many weeks/));
    await userEvent.type(dialog.getByLabelText(/^For how many weeks/), '2');
    await expect(await dialog.findByText('Creates 19 times:')).toBeVisible();
    await expect(dialog.getByText('Today 5:30 PM')).toBeVisible();
    await expect(dialog.getByText('and 13 more')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add 19 Times' })).toBeEnabled();
  },
};

/** The pattern saved: the toast, and the list shows the new times. */
export const SessionsAdded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'E-Bike Coastal Tour: Laguna to Dana Point');
    await openAddTimes(dialog);
    await userEvent.click(dialog.getByRole('radio', { name: 'Repeating' }));
    await userEvent.selectOptions(dialog.getByLabelText('Days'), 'weekends');
    await userEvent.clear(dialog.getByLabelText(/^Time 1/));
    await userEvent.type(dialog.getByLabelText(/^Time 1/), '10:00');
    await userEvent.click(dialog.getByRole('button', { name: 'Add 2 Times' }));
    await toastShows('Success', '2 times added.');
    await expect(await dialog.findByText('2 upcoming times')).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Tomorrow' })).toBeVisible();
    await expect(dialog.getByRole('region', { name: 'Sunday, November 22' })).toBeVisible();
  },
};

/** A refused plan says why with the server's words, before anything is sent. */
export const SessionsAddRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'E-Bike Coastal Tour: Laguna to Dana Point');
    await openAddTimes(dialog);
    await userEvent.clear(dialog.getByLabelText(/^Start time/));
    await userEvent.type(dialog.getByLabelText(/^Start time/), '09:10');
    await userEvent.click(dialog.getByRole('button', { name: 'Add Time' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.sessionBeforeCutoff);
  },
};

/** A booked time keeps its start: only its length, capacity and cut-off can change. */
export const SessionsEditBooked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'Sunset Stand-Up Paddleboard Session');
    const today = within(await dialog.findByRole('region', { name: 'Today' }));
    await userEvent.click(today.getAllByRole('button', { name: 'Edit' })[0]!);
    await expect(await dialog.findByRole('heading', { name: 'Edit Today 9:45 AM' })).toBeVisible();
    await expect(dialog.getByLabelText(/^Start time/)).toBeDisabled();
    await expect(dialog.getByText('Booked already, so the time stays. Cancel the time instead to move everyone.')).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Capacity/));
    await userEvent.type(dialog.getByLabelText(/^Capacity/), '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(MESSAGES.capacityBelowSold(10));
  },
};

/** Cancelling asks first, saying the bookings are refunded in full. */
export const SessionsCancelConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'Newport Harbor Sunset Cruise');
    const tomorrow = within(await dialog.findByRole('region', { name: 'Tomorrow' }));
    await userEvent.click(tomorrow.getByRole('button', { name: 'Cancel' }));
    const confirm = within(await screen.findByRole('alertdialog', { name: 'Cancel this time?' }));
    await expect(confirm.getByText('Tomorrow 10:45 AM. All 3 bookings will be cancelled and refunded in full, and travelers will no longer see it.')).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Keep It' })).toHaveFocus();
  },
};

/** Confirmed: the bookings are refunded, the time shows as cancelled and can no longer be edited. */
export const SessionsCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'Newport Harbor Sunset Cruise');
    const tomorrow = within(await dialog.findByRole('region', { name: 'Tomorrow' }));
    await userEvent.click(tomorrow.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Time' }));
    await toastShows('Time cancelled', '1 booking cancelled and refunded in full.');
    await waitFor(() => expect(tomorrow.getByText('Cancelled')).toBeVisible());
    await expect(tomorrow.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await expect(dialog.getByText('1 upcoming time')).toBeVisible();
  },
};

/** The manifest of tomorrow's harbor cruise: who booked, and the booking's state. */
export const SessionsManifest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const dialog = await openTimes(canvas, 'Newport Harbor Sunset Cruise');
    const tomorrow = within(await dialog.findByRole('region', { name: 'Tomorrow' }));
    await userEvent.click(tomorrow.getByRole('button', { name: 'Bookings' }));
    const table = within(await dialog.findByRole('table', { name: 'Bookings for Tomorrow 10:45 AM' }));
    await expect(table.getByRole('cell', { name: 'Jordan Reyes' })).toBeVisible();
    await expect(table.getByRole('cell', { name: 'traveler@spur.example' })).toBeVisible();
    await expect(table.getByText('Confirmed')).toBeVisible();
    await expect(dialog.getByText('3 of 35 spots booked')).toBeVisible();
  },
};

/** The reviews of the business's deals (the seed's), newest first, each with its deal and Answer. */
export const Reviews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reviews' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reviews of your deals' }));
    await expect(await dialog.findByText(/Stood up on my third wave!/)).toBeVisible();
    await expect(dialog.getAllByText('About Beginner Surf Lesson at Thalia Street').length).toBeGreaterThan(0);
    await expect(dialog.getAllByRole('button', { name: /^Answer: / }).length).toBeGreaterThan(0);
  },
};

/** Answering a review: sent empty, the answer's message under it. */
export const ReviewsAnswerEmpty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reviews' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reviews of your deals' }));
    await userEvent.click((await dialog.findAllByRole('button', { name: /^Answer: / }))[0]!);
    await userEvent.click(dialog.getByRole('button', { name: 'Send answer' }));
    await expect(dialog.getByText(MESSAGES.answerRequired)).toBeVisible();
    await expect(dialog.getByText('0 / 1,000 characters')).toBeVisible();
  },
};

/** Phone width (375 px): one column of figures and cards, header actions wrap under the title. */
export const Mobile: Story = {
  parameters: {
    viewport: { options: { phone375: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' } } },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expectFigures(canvas, '16', '$918.00', '14');
    await expect(canvas.getByRole('button', { name: 'Quick Add' })).toBeVisible();
  },
};
