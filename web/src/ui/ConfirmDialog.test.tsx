import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { ConfirmDialog, useConfirmDialog, type ConfirmRequest } from './ConfirmDialog';

function deferred() {
  let resolve!: (done: boolean) => void;
  const promise = new Promise<boolean>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function Harness({ onConfirm }: { onConfirm: ConfirmRequest['onConfirm'] }) {
  const confirm = useConfirmDialog();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          confirm.ask({
            title: 'Remove Table',
            message: 'Remove Main Table?',
            confirmLabel: 'Remove Table',
            cancelLabel: 'Keep Table',
            onConfirm,
          })
        }
      >
        Ask
      </button>
      <ConfirmDialog {...confirm.dialog} />
    </>
  );
}

async function open(onConfirm: ConfirmRequest['onConfirm']) {
  const user = userEvent.setup();
  renderWithProviders(<Harness onConfirm={onConfirm} />);
  await user.click(screen.getByRole('button', { name: 'Ask' }));
  const dialog = await screen.findByRole('dialog', { name: 'Remove Table' });
  return { user, dialog };
}

describe('ConfirmDialog', () => {
  it('asks with a named close button and starts on the safe button', async () => {
    const onConfirm = vi.fn(() => Promise.resolve(true));
    const { user, dialog } = await open(onConfirm);
    expect(dialog).toHaveTextContent('Remove Main Table?');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep Table' })).toHaveFocus(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Keep Table' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for the write with a spinner, cannot be dismissed meanwhile, and closes once done', async () => {
    const write = deferred();
    const { user, dialog } = await open(() => write.promise);
    const confirm = within(dialog).getByRole('button', { name: 'Remove Table' });
    await user.click(confirm);

    expect(confirm).toHaveAttribute('data-loading', 'true');
    expect(within(dialog).getByRole('button', { name: 'Keep Table' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Remove Table' })).toBeInTheDocument();

    write.resolve(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open when the write fails, to try again or back out', async () => {
    const onConfirm = vi
      .fn<() => Promise<boolean>>()
      .mockResolvedValueOnce(false)
      .mockResolvedValueOnce(true);
    const { user, dialog } = await open(onConfirm);
    const confirm = within(dialog).getByRole('button', { name: 'Remove Table' });
    await user.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('data-loading'));
    expect(screen.getByRole('dialog', { name: 'Remove Table' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep Table' })).toBeEnabled();

    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
