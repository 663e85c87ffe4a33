import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BellPlus, LocateFixed, MapPin } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { around } from '../../i18n/interpolate';
import { useKitTexts } from '../../i18n/KitLocaleProvider';
import { ALERT_FORM_TEXTS } from './texts';
import { ALERT_WINDOWS, type AlertWindowChoice } from './alertWindows';

export type { AlertWindowChoice } from './alertWindows';

/** What the person typed and chose, as entered (the app parses it with the contract). */
export interface AlertFormValues {
  placeName: string;
  /** km, as typed. */
  radiusKm: string;
  window: AlertWindowChoice;
  categories: string[];
  /** Dollars, as typed; empty: no highest price. */
  maxPrice: string;
}

/** The contract's field names, which the errors are keyed by. */
export type AlertFormField = 'place_name' | 'latitude' | 'longitude' | 'radius_km' | 'window' | 'categories' | 'max_price';

export interface AlertFormProps {
  /** Where the alert's circle is centred, in words ("Your position", "Laguna Beach (default)"). */
  centreLabel: string;
  /** Asks for the browser's position (the app centres the alert on it). */
  onUseMyPosition: () => void;
  /** The position is being asked for. */
  locating?: boolean;
  /** A map to pick the centre on (the app's); optional. */
  map?: ReactNode;
  /** The categories to choose from (none chosen: every category). */
  categories: readonly { value: string; label: string }[];
  /** One message per field, from the contract's validation. */
  errors?: Partial<Record<AlertFormField, string>>;
  /** The save failed (the API's message). */
  formError?: string;
  /** The alert is being saved. */
  busy?: boolean;
  /** Called with the form's values on "Save alert". */
  onSubmit: (values: AlertFormValues) => void;
  /** Starting values (e.g. the place name of the default city). */
  defaultValues?: Partial<AlertFormValues>;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.text.secondary};

  & > svg {
    width: ${({ theme }) => theme.sizes.icon.md};
    height: ${({ theme }) => theme.sizes.icon.md};
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  & > legend {
    margin-bottom: ${({ theme }) => theme.space[1.5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.text.primary};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};

  & label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const FieldError = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive.base};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
`;

/**
 * A new alert: a place (the person's position, the default city or a point on a map) and its
 * name, a radius in km, when the deals start, optional categories and an optional highest price.
 * Each field shows its own message; the caller validates.
 */
export function AlertForm({
  centreLabel,
  onUseMyPosition,
  locating = false,
  map,
  categories,
  errors = {},
  formError,
  busy = false,
  onSubmit,
  defaultValues,
}: AlertFormProps) {
  const { texts } = useKitTexts('alertForm', ALERT_FORM_TEXTS);
  const text = texts;
  const [beforeCentre, afterCentre] = around(text.centre);
  const [values, setValues] = useState<AlertFormValues>({
    placeName: '',
    radiusKm: '5',
    window: 'within_3h',
    categories: [],
    maxPrice: '',
    ...defaultValues,
  });
  const set = (patch: Partial<AlertFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const toggleCategory = (category: string, on: boolean) =>
    set({ categories: on ? [...values.categories, category] : values.categories.filter((value) => value !== category) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const placeError = errors.latitude ?? errors.longitude;
  const windowErrorId = useId();

  return (
    <Form onSubmit={submit} noValidate aria-label={text.label}>
      <Row>
        <MapPin aria-hidden />
        <span>
          {beforeCentre}
          <strong>{centreLabel}</strong>
          {afterCentre}
        </span>
        <Button type="button" variant="outline" size="sm" icon={<LocateFixed aria-hidden />} onClick={onUseMyPosition} loading={locating} loadingText={text.locating}>
          {text.useMyPosition}
        </Button>
      </Row>
      {placeError && <FieldError role="alert">{placeError}</FieldError>}
      {map}
      <Columns>
        <TextField label={text.placeName} value={values.placeName} onChange={(event) => set({ placeName: event.target.value })} error={errors.place_name} />
        <TextField label={text.radius} type="number" inputMode="decimal" step="0.5" value={values.radiusKm} onChange={(event) => set({ radiusKm: event.target.value })} error={errors.radius_km} />
      </Columns>
      <Fieldset aria-describedby={errors.window ? windowErrorId : undefined}>
        <legend>{text.window}</legend>
        <Choices>
          {ALERT_WINDOWS.map((window) => (
            <label key={window}>
              <input type="radio" name="window" value={window} checked={values.window === window} onChange={() => set({ window })} />
              {text.windows[window]}
            </label>
          ))}
        </Choices>
        {errors.window && <FieldError id={windowErrorId}>{errors.window}</FieldError>}
      </Fieldset>
      <Fieldset>
        <legend>{text.categories}</legend>
        <Choices>
          {categories.map((category) => (
            <label key={category.value}>
              <input
                type="checkbox"
                value={category.value}
                checked={values.categories.includes(category.value)}
                onChange={(event) => toggleCategory(category.value, event.target.checked)}
              />
              {category.label}
            </label>
          ))}
        </Choices>
        {errors.categories && <FieldError>{errors.categories}</FieldError>}
      </Fieldset>
      <TextField
        label={text.maxPrice}
        type="number"
        inputMode="decimal"
        min="0"
        value={values.maxPrice}
        onChange={(event) => set({ maxPrice: event.target.value })}
        error={errors.max_price}
      />
      {formError && <FieldError role="alert">{formError}</FieldError>}
      <Row>
        <Button type="submit" icon={<BellPlus aria-hidden />} loading={busy} loadingText={text.saving}>
          {text.submit}
        </Button>
      </Row>
    </Form>
  );
}
