import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const base = {
  title: 'Delete this deal?',
  description: 'Are you sure you want to delete this deal?',
  confirmLabel: 'Delete',
};

describe('ConfirmDialog', () => {
  it('is an alertdialog named and described by its texts, focusing Cancel', async () => {
    renderWithTheme(<ConfirmDialog {...base} open onConfirm={vi.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this deal?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this deal?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('a synchronous confirm runs and closes at once', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <ConfirmDialog {...base} open onConfirm={onConfirm} onOpenChange={onOpenChange} onCancel={onCancel} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancel and Escape call onCancel and close, never onConfirm', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const onOpenChange = vi.fn();
    renderWithTheme(
      <ConfirmDialog {...base} open onConfirm={onConfirm} onCancel={onCancel} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and busy until an async confirm resolves, then closes', async () => {
    const pending = deferred();
    const onOpenChange = vi.fn();
    renderWithTheme(
      <ConfirmDialog
        {...base}
        busyLabel="Deleting..."
        destructive
        trigger={<Button>Open</Button>}
        onConfirm={() => pending.promise}
        onOpenChange={onOpenChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));

    const busy = screen.getByRole('button', { name: /Deleting\.\.\./ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await act(async () => pending.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('stays open and usable again when an async confirm rejects', async () => {
    const pending = deferred();
    const onOpenChange = vi.fn();
    renderWithTheme(
      <ConfirmDialog {...base} open onConfirm={() => pending.promise} onOpenChange={onOpenChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    await act(async () => pending.reject(new Error('Network down')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('the busy prop blocks both buttons', () => {
    renderWithTheme(<ConfirmDialog {...base} open busy busyLabel="Deleting..." onConfirm={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Deleting/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
