/**
 * The /deals language filter: the deals given in one language (`language=es`), or in any. A choice
 * goes to its URL at once, as the other filters' links do; before the page's scripts run, the
 * select is a GET form with an Apply button that keeps the rest of the view as hidden fields.
 * Languages are named in the page's language, in its alphabetical order.
 */
import { useHref, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { DealLanguage } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Button, Select } from '@spur/ui-kit';
import { LANGUAGES_COPY, languageChoices } from '../../languages';
import { useHydrated } from '../../ssr/lazyPart';
import { DEALS_PATH, parseLanguage } from './query';

export interface LanguageFilterProps {
  /** The language of the view, or null for any. */
  value: DealLanguage | null;
  /** The URL of the view in another language (null: any). */
  hrefFor: (language: DealLanguage | null) => string;
  /** The view's other parameters, which the form sends along before the scripts run. */
  hiddenFields: ReadonlyArray<readonly [string, string]>;
}

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  & > div {
    flex: 0 1 18rem;
  }
`;

export function LanguageFilter({ value, hrefFor, hiddenFields }: LanguageFilterProps) {
  const copy = useCopy(LANGUAGES_COPY);
  const locale = useLocale();
  const navigate = useNavigate();
  const action = useHref(DEALS_PATH);
  const hydrated = useHydrated();

  return (
    <Form action={action} method="get">
      {hiddenFields.map(([name, fieldValue]) => (
        <input key={name} type="hidden" name={name} value={fieldValue} />
      ))}
      <Select
        label={copy.filterLabel}
        name="language"
        value={value ?? ''}
        options={[{ value: '', label: copy.anyLanguage }, ...languageChoices(locale)]}
        onChange={(event) => navigate(hrefFor(parseLanguage(event.target.value)))}
      />
      {!hydrated && (
        <Button type="submit" variant="outline">
          {copy.apply}
        </Button>
      )}
    </Form>
  );
}
