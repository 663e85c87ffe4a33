import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { KIT_TEXTS } from '../../i18n/kitTexts';
import { ReviewForm, characterCount, type ReviewFormProps } from './ReviewForm';

const props = (overrides: Partial<ReviewFormProps> = {}): ReviewFormProps => ({
  rating: null,
  text: '',
  onRatingChange: vi.fn(),
  onTextChange: vi.fn(),
  onSubmit: vi.fn(),
  maxLength: 1000,
  ...overrides,
});

describe('ReviewForm', () => {
  it('has the stars, the text with its counter and the button', () => {
    renderWithTheme(<ReviewForm {...props({ text: 'Great' })} />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your review (optional)' })).toHaveAccessibleDescription('5 / 1,000 characters');
    expect(screen.getByRole('button', { name: 'Post review' })).toBeInTheDocument();
  });

  it('reports stars, text and the submit', async () => {
    const given = props();
    renderWithTheme(<ReviewForm {...given} />);
    await userEvent.click(screen.getByText('5 stars'));
    expect(given.onRatingChange).toHaveBeenCalledWith(5);
    await userEvent.type(screen.getByRole('textbox'), 'A');
    expect(given.onTextChange).toHaveBeenCalledWith('A');
    await userEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(given.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows field errors under their fields and a refusal as an alert', () => {
    renderWithTheme(
      <ReviewForm
        {...props({ errors: { rating: 'Please choose a rating from 1 to 5 stars.', text: 'A review can be at most 1,000 characters.' }, formError: 'You have already reviewed this booking.' })}
      />,
    );
    expect(screen.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Please choose a rating from 1 to 5 stars.');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('A review can be at most 1,000 characters. 0 / 1,000 characters');
    expect(screen.getByRole('alert')).toHaveTextContent('You have already reviewed this booking.');
  });

  it('counts characters with thousands separators', () => {
    expect(characterCount(1001, 1000)).toBe('1,001 / 1,000 characters');
    expect(characterCount(1001, 1000, { locale: 'de-DE', texts: KIT_TEXTS })).toBe('1.001 / 1.000 characters');
  });
});
