import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { WaitlistNotice } from './WaitlistNotice';

const noop = () => {};

describe('WaitlistNotice', () => {
  it('asks a guest for an address and joins with it', async () => {
    const onJoin = vi.fn();
    renderWithTheme(<WaitlistNotice state="form" signedIn={false} onJoin={onJoin} />);
    expect(screen.getByRole('heading', { name: 'This time is sold out' })).toBeInTheDocument();
    expect(screen.getByText('Join the waitlist: when a spot opens, the first person waiting gets it held for a few minutes.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your e-mail'), 'sam@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when a spot opens' }));
    expect(onJoin).toHaveBeenCalledWith('sam@example.com');
  });

  it('names a sold-out deal without set times', () => {
    renderWithTheme(<WaitlistNotice state="form" signedIn onJoin={noop} soldOut="deal" />);
    expect(screen.getByRole('heading', { name: 'This deal is sold out' })).toBeInTheDocument();
  });

  it('joins a signed-in person as their account, and shows a field error', async () => {
    const onJoin = vi.fn();
    const { rerender } = renderWithTheme(<WaitlistNotice state="form" signedIn onJoin={onJoin} />);
    expect(screen.queryByLabelText('Your e-mail')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me when a spot opens' }));
    expect(onJoin).toHaveBeenCalledWith(undefined);
    rerender(<WaitlistNotice state="form" signedIn={false} onJoin={onJoin} emailError="Please enter a valid email address." />);
    expect(screen.getByLabelText('Your e-mail')).toHaveAccessibleDescription('Please enter a valid email address.');
  });

  it('says who waits and lets them leave; while busy the button says so', async () => {
    const onLeave = vi.fn();
    const { rerender } = renderWithTheme(<WaitlistNotice state="joined" signedIn onJoin={noop} onLeave={onLeave} />);
    expect(screen.getByRole('heading', { name: "We'll e-mail you when a spot opens" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(onLeave).toHaveBeenCalledOnce();
    rerender(<WaitlistNotice state="joined" signedIn onJoin={noop} onLeave={onLeave} busy />);
    expect(screen.getByRole('button')).toHaveTextContent('Leaving...');
  });

  it('offers the held spot with its deadline', async () => {
    const onClaim = vi.fn();
    renderWithTheme(<WaitlistNotice state="offered" signedIn onJoin={noop} onLeave={noop} onClaim={onClaim} claimBy="3:42 PM" />);
    expect(screen.getByRole('heading', { name: 'A spot opened for you' })).toBeInTheDocument();
    expect(screen.getByText('It is held for you until 3:42 PM.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it('shows a closed line without actions, and a failure with the form again', () => {
    const { rerender } = renderWithTheme(<WaitlistNotice state="closed" signedIn onJoin={noop} message="The waitlist for this time is closed." />);
    expect(screen.getByRole('heading', { name: 'The waitlist for this time is closed.' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<WaitlistNotice state="error" signedIn onJoin={noop} message="Something went wrong. Please try again." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Notify me when a spot opens' })).toBeInTheDocument();
  });
});
