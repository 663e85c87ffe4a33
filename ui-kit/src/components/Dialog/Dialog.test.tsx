import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Dialog open={false} title="Edit deal" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a dialog named by its title, described by its description, with body and footer', () => {
    renderWithTheme(
      <Dialog open title="Edit deal" description="Change the title or price." footer={<Button>Save</Button>}>
        <p>Body text</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit deal' });
    expect(dialog).toHaveAccessibleDescription('Change the title or price.');
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('has no description when none is given', () => {
    renderWithTheme(<Dialog open title="Edit deal" />);
    expect(screen.getByRole('dialog', { name: 'Edit deal' })).not.toHaveAttribute('aria-describedby');
  });

  it('asks to close from the close button and from Escape', async () => {
    const onOpenChange = vi.fn();
    renderWithTheme(<Dialog open onOpenChange={onOpenChange} title="Edit deal" closeLabel="Close dialog" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('opens from its trigger when uncontrolled, and DialogClose closes it', async () => {
    renderWithTheme(
      <Dialog
        trigger={<Button>Create deal</Button>}
        title="New deal"
        footer={
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
        }
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create deal' }));
    expect(screen.getByRole('dialog', { name: 'New deal' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('moves focus into the dialog on open', async () => {
    renderWithTheme(
      <Dialog open title="Email">
        <input aria-label="Address" />
      </Dialog>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Address' })).toHaveFocus());
  });
});
