/** The alert form's and the settings form's entries as the API's bodies, parsed with the contract. */
import { AlertCreateSchema, AlertSettingsUpdateSchema, type AlertCreate, type AlertSettingsUpdate } from '@spur/contract';
import type { LatLng } from '@spur/domain';
import type { AlertFormField, AlertFormValues, AlertSettingsField, AlertSettingsValues } from '@spur/ui-kit';
import { fieldErrors } from './fieldErrors';

/** A typed number ("" stays "" so that the contract names the field). */
const typedNumber = (text: string) => (text.trim() === '' ? text : Number(text));

export type Parsed<Body, Field extends string> = { ok: true; body: Body } | { ok: false; errors: Partial<Record<Field, string>> };

export function alertBody(values: AlertFormValues, centre: LatLng): Parsed<AlertCreate, AlertFormField> {
  const result = AlertCreateSchema.safeParse({
    place_name: values.placeName,
    latitude: centre.latitude,
    longitude: centre.longitude,
    radius_km: typedNumber(values.radiusKm),
    window: values.window,
    categories: values.categories,
    max_price: values.maxPrice.trim() === '' ? null : Number(values.maxPrice),
  });
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: fieldErrors<AlertFormField>(result.error) };
}

export function settingsBody(values: AlertSettingsValues, timeZone: string): Parsed<AlertSettingsUpdate, AlertSettingsField> {
  const result = AlertSettingsUpdateSchema.safeParse({
    quiet_start: values.quietStart,
    quiet_end: values.quietEnd,
    time_zone: timeZone,
    daily_cap: typedNumber(values.dailyCap),
  });
  return result.success ? { ok: true, body: result.data } : { ok: false, errors: fieldErrors<AlertSettingsField>(result.error) };
}
