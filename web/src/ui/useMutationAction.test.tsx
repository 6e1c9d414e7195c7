import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { useMutationAction, type MutationActionOptions } from './useMutationAction';

/** A write the test finishes by hand, to look at the screen while it is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Harness({
  write,
  options,
  onDone,
}: {
  write: () => Promise<string>;
  options: MutationActionOptions<string>;
  onDone?: (done: boolean) => void;
}) {
  const { busy, run } = useMutationAction<'save'>();
  return (
    <>
      <button type="button" onClick={() => void run('save', write, options).then(onDone)}>
        Save
      </button>
      <output aria-label="busy">{busy ?? 'idle'}</output>
    </>
  );
}

const serverError = (message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] });

describe('useMutationAction', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is busy with its key while the write runs, then toasts the success and hands on the result', async () => {
    const write = deferred<string>();
    const onSuccess = vi.fn();
    const onDone = vi.fn();
    renderWithProviders(
      <Harness
        write={() => write.promise}
        options={{ success: (name) => `Saved ${name}`, failure: 'Failed to save', onSuccess }}
        onDone={onDone}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('busy')).toHaveTextContent('save');

    write.resolve('Friday');
    expect(await screen.findByText('Saved Friday')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('busy')).toHaveTextContent('idle'));
    expect(onSuccess).toHaveBeenCalledWith('Friday');
    expect(onDone).toHaveBeenCalledWith(true);
  });

  it("shows the server's documented message when there is one, else the screen's own text", async () => {
    const onDone = vi.fn();
    const failing = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(serverError('This seat is already taken'))
      .mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <Harness write={failing} options={{ failure: 'Failed to save' }} onDone={onDone} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This seat is already taken')).toBeInTheDocument();
    expect(screen.queryByText('Failed to save')).not.toBeInTheDocument();
    await waitFor(() => expect(onDone).toHaveBeenLastCalledWith(false));

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save')).toBeInTheDocument();
    expect(screen.getByLabelText('busy')).toHaveTextContent('idle');
  });

  it('turns away a second write while one is in flight', async () => {
    const write = deferred<string>();
    const calls = vi.fn(() => write.promise);
    const onDone = vi.fn();
    renderWithProviders(
      <Harness write={calls} options={{ success: 'Saved', failure: 'Failed' }} onDone={onDone} />,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(calls).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(false));

    write.resolve('done');
    await waitFor(() => expect(onDone).toHaveBeenLastCalledWith(true));
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });

  it('lets a screen report failures its own way', async () => {
    const report = vi.fn();
    renderWithProviders(
      <Harness
        write={() => Promise.reject(new Error('offline'))}
        options={{ failure: 'Failed to delete template', report }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(report).toHaveBeenCalledWith(expect.any(Error), 'Failed to delete template'),
    );
    expect(screen.queryByText('Failed to delete template')).not.toBeInTheDocument();
  });
});
