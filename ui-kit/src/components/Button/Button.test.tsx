import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" by default so it never submits a form by accident', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading shows the loading text, is busy and ignores clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading loadingText="Sending..." onClick={onClick}>
        Send Message
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Sending\.\.\./ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Send Message')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  describe('the focus through a busy state', () => {
    function setUp() {
      const view = renderWithTheme(<Button>Send Message</Button>);
      const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send Message' });
      const setLoading = (loading: boolean) => view.rerender(<Button loading={loading}>Send Message</Button>);
      return { button, setLoading };
    }

    it('returns to the button once it is usable again, after the browser dropped it', () => {
      const { button, setLoading } = setUp();
      button.focus();
      setLoading(true);
      // What a browser does with a focused button that becomes disabled (happy-dom does not, and
      // ignores blur() on a disabled button, hence the toggle).
      button.disabled = false;
      button.blur();
      button.disabled = true;
      expect(document.body).toHaveFocus();
      setLoading(false);
      expect(button).toHaveFocus();
    });

    it('stays where the person moved it meanwhile', () => {
      const { button, setLoading } = setUp();
      const elsewhere = document.body.appendChild(document.createElement('input'));
      button.focus();
      setLoading(true);
      elsewhere.focus();
      setLoading(false);
      expect(elsewhere).toHaveFocus();
      elsewhere.remove();
    });

    it('is not taken when the button did not have it', () => {
      const { button, setLoading } = setUp();
      setLoading(true);
      setLoading(false);
      expect(button).not.toHaveFocus();
    });
  });

  it('renders its child, with the button styles, instead of a button with asChild', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithTheme(
      <Button asChild>
        <a href="/deals">View All</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'View All' });
    expect(link).toHaveAttribute('href', '/deals');
    expect(link.className).not.toBe('');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
