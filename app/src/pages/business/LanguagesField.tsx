/**
 * The deal form's languages (full create and edit): one checkbox per language Spur offers, named
 * in the page's language and in its alphabetical order, at least one and at most
 * MAX_DEAL_LANGUAGES (the others are disabled once that many are ticked). Ticked languages keep
 * the order they were ticked in: the deal lists them so.
 */
import { useId } from 'react';
import { MAX_DEAL_LANGUAGES, type DealLanguage } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import styled from 'styled-components';
import { LANGUAGES_COPY, languageChoices } from '../../languages';
import { useFrame } from './DealFormFrame';
import { Wide } from './formParts';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
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

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  & input {
    accent-color: ${({ theme }) => theme.colors.accent.base};
  }
  & input:disabled + span {
    color: ${({ theme }) => theme.colors.text.muted};
  }
`;

export function LanguagesField() {
  const { form, problemId } = useFrame();
  const copy = useCopy(LANGUAGES_COPY);
  const locale = useLocale();
  const hintId = useId();
  const chosen = form.values.languages;
  const full = chosen.length >= MAX_DEAL_LANGUAGES;
  const invalid = form.isInvalid('languages') ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};
  const toggle = (language: DealLanguage, on: boolean) =>
    form.setField('languages', on ? [...chosen, language] : chosen.filter((code) => code !== language));

  return (
    <Wide>
      <Fieldset aria-describedby={hintId}>
        <legend>{copy.fieldLegend}</legend>
        <Hint id={hintId}>{copy.fieldHint(MAX_DEAL_LANGUAGES)}</Hint>
        <Choices>
          {languageChoices(locale).map(({ value, label }) => {
            const checked = chosen.includes(value);
            return (
              <label key={value}>
                <input type="checkbox" value={value} checked={checked} disabled={!checked && full} onChange={(event) => toggle(value, event.target.checked)} {...invalid} />
                <span>{label}</span>
              </label>
            );
          })}
        </Choices>
      </Fieldset>
    </Wide>
  );
}
