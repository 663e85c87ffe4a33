/**
 * The one validation module of the dashboard's deal forms (SPEC §5): the full create form, the
 * simple "Quick Add" dialog and the edit dialog. The client checks what the spec names; every
 * other rule (original price above the price, slots, https image, future expiry, lengths) is the
 * server's, whose message the forms show inline. Messages come from the contract's MESSAGES.
 *
 * Form values are the raw strings of the inputs; `toCreateBody` / `toUpdateBody` turn valid values
 * into the contract's request bodies.
 */
import { DEFAULT_CANCELLATION_TERMS, DEFAULT_CENTRE, DEFAULT_DEAL_LANGUAGES, DEFAULT_TIME_ZONE, MESSAGES, type CancellationTerms, type Category, type Deal, type DealCreate, type DealLanguage, type DealUpdate, type PriceDrop } from '@spur/contract';
import { NEW_DEAL_DEFAULTS } from '@spur/domain';

/** Which form is being checked. */
export type DealFormMode = 'full' | 'quick' | 'edit';

/** The inputs of the deal forms, as the person typed them. */
export interface DealFormValues {
  title: string;
  description: string;
  /** Dollars, as typed in the number input ('' when empty or not a number). */
  price: string;
  location: string;
  category: Category;
  /** Optional reference price in dollars. */
  originalPrice: string;
  /** Whole number of bookable slots. */
  slots: string;
  /** Optional https:// picture URL. */
  image: string;
  /** Optional end of the offer, a `datetime-local` value ("2026-12-01T18:00", the viewer's time). */
  expiresAt: string;
  /** The venue's IANA time zone: session times are set and shown in it. */
  timeZone: string;
  /** A last-minute price drop is set (full and edit forms). */
  priceDrop: boolean;
  /** The drop's floor price in dollars, as typed. */
  dropFloor: string;
  /** The drop's window in minutes (a select's value). */
  dropWindow: string;
  /** The venue's coordinates in degrees, as typed or set by the map's pin. */
  latitude: string;
  longitude: string;
  /** Cancellation terms (full and edit forms): free until this many hours before the start (a select's value)… */
  freeHours: string;
  /** …then this percentage back, as typed (the server checks 0–100). */
  lateRefund: string;
  /** The languages the experience is given in, in the order they were ticked (full and edit forms). */
  languages: DealLanguage[];
}

export type DealField = keyof DealFormValues;

/** The window a new price drop starts with: the last 3 hours. */
export const DEFAULT_DROP_WINDOW_MINUTES = 180;

/** A failed check: the message to show and the fields to mark invalid. */
export interface DealFormProblem {
  message: string;
  fields: DealField[];
}

/** What the required fields of each form are, in the order they are shown. */
export const REQUIRED_FIELDS: Record<DealFormMode, readonly DealField[]> = {
  full: ['title', 'description', 'price', 'location'],
  quick: ['title', 'price'],
  edit: ['title', 'description', 'price', 'location'],
};

/** Empty values of the create forms: default location, category and slots prefilled. */
export function emptyDealValues(): DealFormValues {
  return {
    title: '',
    description: '',
    price: '',
    location: NEW_DEAL_DEFAULTS.location,
    category: NEW_DEAL_DEFAULTS.category,
    originalPrice: '',
    slots: String(NEW_DEAL_DEFAULTS.available_slots),
    image: '',
    expiresAt: '',
    ...dropValues(null),
    timeZone: DEFAULT_TIME_ZONE,
    latitude: String(DEFAULT_CENTRE.latitude),
    longitude: String(DEFAULT_CENTRE.longitude),
    ...termsValues(DEFAULT_CANCELLATION_TERMS),
    languages: [...DEFAULT_DEAL_LANGUAGES],
  };
}

function termsValues(terms: CancellationTerms): Pick<DealFormValues, 'freeHours' | 'lateRefund'> {
  return { freeHours: String(terms.free_hours), lateRefund: String(terms.late_refund_percent) };
}

/** The cancellation terms as sent (a blank refund means none; anything else is the server's to judge). */
export function toTerms(values: Pick<DealFormValues, 'freeHours' | 'lateRefund'>): CancellationTerms {
  return { free_hours: Number(values.freeHours), late_refund_percent: optionalNumber(values.lateRefund) ?? 0 };
}

function dropValues(drop: PriceDrop | null): Pick<DealFormValues, 'priceDrop' | 'dropFloor' | 'dropWindow'> {
  return {
    priceDrop: drop !== null,
    dropFloor: drop ? String(drop.floor_price) : '',
    dropWindow: String(drop?.window_minutes ?? DEFAULT_DROP_WINDOW_MINUTES),
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the viewer's time zone ('' for none or invalid). */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (the viewer's time) as an ISO instant; an unparsable value is sent as is for the server to reject. */
export function fromDateTimeLocal(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The edit dialog's values for a deal. */
export function dealToValues(deal: Deal): DealFormValues {
  return {
    title: deal.title,
    description: deal.description,
    price: String(deal.price),
    location: deal.location,
    category: deal.category,
    originalPrice: deal.original_price == null ? '' : String(deal.original_price),
    slots: String(deal.available_slots),
    image: deal.image ?? '',
    expiresAt: toDateTimeLocal(deal.expires_at),
    timeZone: deal.time_zone,
    ...dropValues(deal.price_drop),
    latitude: String(deal.latitude),
    longitude: String(deal.longitude),
    ...termsValues(deal.cancellation),
    languages: [...deal.languages],
  };
}

/** A price as typed: a finite number above 0, else null. */
export function parsePrice(value: string): number | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const price = Number(trimmed);
  return Number.isFinite(price) && price > 0 ? price : null;
}

/** The quick dialog's submit button is enabled once both of its required fields have text. */
export function quickFormReady(values: Pick<DealFormValues, 'title' | 'price'>): boolean {
  return values.title.trim() !== '' && values.price.trim() !== '';
}

/**
 * Checks a form before it is sent (SPEC §5): missing required fields first ("Please fill in all
 * fields.", or "Please fill in all required fields." for the quick dialog), then the price ("Please
 * enter a valid price."). Null when the form may be sent. `messages`: the contract's, in the
 * form's language.
 */
export function validateDealForm(mode: DealFormMode, values: DealFormValues, messages: typeof MESSAGES = MESSAGES): DealFormProblem | null {
  const missing = REQUIRED_FIELDS[mode].filter((field) => String(values[field]).trim() === '');
  if (missing.length > 0) {
    return { message: mode === 'quick' ? messages.fillRequiredFields : messages.fillAllFields, fields: missing };
  }
  const price = parsePrice(values.price);
  if (price === null) return { message: messages.validPrice, fields: ['price'] };
  if (mode !== 'quick' && values.languages.length === 0) return { message: messages.chooseLanguages, fields: ['languages'] };
  if (mode !== 'quick' && values.priceDrop) {
    const floor = parsePrice(values.dropFloor);
    if (floor === null || floor >= price) return { message: messages.validPriceDropFloor, fields: ['dropFloor'] };
  }
  return null;
}

/** The price drop of a valid form, or null when none is set. */
export function toPriceDrop(values: Pick<DealFormValues, 'priceDrop' | 'dropFloor' | 'dropWindow'>): PriceDrop | null {
  if (!values.priceDrop) return null;
  return { floor_price: Number(values.dropFloor.trim()), window_minutes: Number(values.dropWindow) };
}

/** A typed number ('' stays absent; anything else is sent for the server to judge). */
function optionalNumber(value: string): number | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** POST /api/deals body of a valid full form or quick dialog (text trimmed). */
export function toCreateBody(mode: Exclude<DealFormMode, 'edit'>, values: DealFormValues): DealCreate {
  const base = {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Number(values.price.trim()),
    category: values.category,
  };
  if (mode === 'quick') return base;
  const originalPrice = optionalNumber(values.originalPrice);
  const slots = optionalNumber(values.slots);
  return {
    ...base,
    location: values.location.trim(),
    ...(originalPrice !== undefined ? { original_price: originalPrice } : {}),
    ...(slots !== undefined ? { available_slots: slots } : {}),
    ...(values.image.trim() ? { image: values.image.trim() } : {}),
    ...(values.expiresAt.trim() ? { expires_at: fromDateTimeLocal(values.expiresAt.trim()) } : {}),
    time_zone: values.timeZone,
    ...(values.priceDrop ? { price_drop: toPriceDrop(values) } : {}),
    cancellation: toTerms(values),
    languages: values.languages,
    ...venue(values),
  };
}

/** The venue as sent: both coordinates, or neither when both are blank (the server then uses the default city's). */
function venue(values: Pick<DealFormValues, 'latitude' | 'longitude'>): { latitude?: number; longitude?: number } {
  const latitude = optionalNumber(values.latitude);
  const longitude = optionalNumber(values.longitude);
  return latitude === undefined && longitude === undefined ? {} : { latitude: latitude ?? Number.NaN, longitude: longitude ?? Number.NaN };
}

/**
 * PUT /api/deals/{id} body of a valid edit form: cleared optional fields are sent as null
 * (removed). The expiry is sent only when it was changed (`initial` are the values the dialog
 * opened with), so a deal that has already ended can still be edited.
 */
export function toUpdateBody(values: DealFormValues, initial?: DealFormValues): DealUpdate {
  const expiresAt = values.expiresAt.trim();
  const expiryChanged = !initial || expiresAt !== initial.expiresAt.trim();
  const slots = optionalNumber(values.slots);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: Number(values.price.trim()),
    location: values.location.trim(),
    category: values.category,
    original_price: optionalNumber(values.originalPrice) ?? null,
    ...(slots !== undefined ? { available_slots: slots } : {}),
    image: values.image.trim() || null,
    ...(expiryChanged ? { expires_at: expiresAt ? fromDateTimeLocal(expiresAt) : null } : {}),
    time_zone: values.timeZone,
    price_drop: toPriceDrop(values),
    cancellation: toTerms(values),
    languages: values.languages,
    ...venue(values),
  };
}
