import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Toaster } from './Toast';
import { getToasts, resetToasts, toast } from './toastStore';

beforeEach(() => resetToasts());
afterEach(() => resetToasts());

const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const shown = (title: string) => within(region()).queryByText(title);

describe('Toaster', () => {
  it('renders a toast fired from anywhere into a notifications region in document.body', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Message Sent!', description: 'Thank you for contacting us.' });
    });
    await waitFor(() => expect(shown('Message Sent!')).toBeInTheDocument());
    expect(within(region()).getByText('Thank you for contacting us.')).toBeInTheDocument();
    expect(region().parentElement).toBe(document.body);
  });

  it('with portal={false} renders the region in place', async () => {
    const { container } = renderWithTheme(<Toaster portal={false} />);
    expect(container).toContainElement(region());
  });

  it('shows one toast at a time', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    await waitFor(() => expect(shown('Second')).toBeInTheDocument());
    expect(shown('First')).not.toBeInTheDocument();
    expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('the close button (named "Close") dismisses the toast', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Profile Updated' });
    });
    await userEvent.click(await within(region()).findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(shown('Profile Updated')).not.toBeInTheDocument());
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('closes by itself after its duration', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Quick', duration: 60 });
    });
    await waitFor(() => expect(shown('Quick')).toBeInTheDocument());
    await waitFor(() => expect(shown('Quick')).not.toBeInTheDocument(), { timeout: 2000 });
  });

  it("the Toaster's duration applies to toasts that set none; a toast's own duration wins", async () => {
    renderWithTheme(<Toaster duration={60} />);
    act(() => {
      toast({ title: 'Default' });
    });
    await waitFor(() => expect(shown('Default')).toBeInTheDocument());
    await waitFor(() => expect(shown('Default')).not.toBeInTheDocument(), { timeout: 2000 });

    act(() => {
      toast({ title: 'Own', duration: 5000 });
    });
    await waitFor(() => expect(shown('Own')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown('Own')).toBeInTheDocument();
  });

  it.each([
    [undefined, false],
    [Infinity, true],
  ])('with duration=%s a toast is still shown after 6 s: %s', async (duration, stays) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithTheme(<Toaster {...(duration === undefined ? {} : { duration })} />);
      act(() => {
        toast({ title: 'Maybe' });
      });
      await waitFor(() => expect(shown('Maybe')).toBeInTheDocument());
      act(() => {
        vi.advanceTimersByTime(6000);
      });
      await waitFor(() => expect(Boolean(shown('Maybe'))).toBe(stays));
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders the action, which runs its callback and closes the toast', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Booking Cancelled', action: { label: 'Undo', onClick, altText: 'Book the deal again from Deals' } });
    });
    const undo = await within(region()).findByRole('button', { name: 'Undo' });
    expect(undo).toHaveAttribute('data-radix-toast-announce-alt', 'Book the deal again from Deals');
    await userEvent.click(undo);
    expect(onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(shown('Booking Cancelled')).not.toBeInTheDocument());
  });

  it('marks the destructive variant', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Error', description: 'Failed to delete account. Please try again.', variant: 'destructive' });
    });
    const title = await within(region()).findByText('Error');
    expect(title.closest('li')).toHaveAttribute('data-variant', 'destructive');
  });

  it('F8 moves focus into the notifications region', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Hello' });
    });
    await waitFor(() => expect(shown('Hello')).toBeInTheDocument());
    await userEvent.keyboard('[F8]');
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  it('a swipe right beyond 50 px dismisses; a shorter one does not', async () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = (await within(region()).findByText('Swipe me')).closest('li') as HTMLElement;
    const swipe = (dx: number) => {
      const at = { pointerId: 1, pointerType: 'mouse', button: 0, clientY: 10 };
      fireEvent.pointerDown(item, { ...at, clientX: 10 });
      fireEvent.pointerMove(item, { ...at, clientX: 15 });
      fireEvent.pointerMove(item, { ...at, clientX: 10 + dx });
      fireEvent.pointerUp(item, { ...at, clientX: 10 + dx });
    };
    swipe(30);
    expect(item).toHaveAttribute('data-swipe', 'cancel');
    expect(getToasts()[0]?.open).toBe(true);
    swipe(60);
    await waitFor(() => expect(shown('Swipe me')).not.toBeInTheDocument());
    expect(getToasts()[0]?.open).toBe(false);
  });

  it('update changes the toast on screen', async () => {
    renderWithTheme(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Sending...' });
    });
    act(() => handle?.update({ title: 'Sent' }));
    await waitFor(() => expect(shown('Sent')).toBeInTheDocument());
  });
});
