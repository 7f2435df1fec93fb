import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { useAction } from './use-action';

// One query client, as in the app: the hooks follow the client they are given.
function wrapper() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

interface Call {
  resolve: (n: number) => void;
  reject: (e: Error) => void;
}

/** A button whose call waits for the test to answer it, saying what happened in `happened`. */
function Save({ variables, calls, happened }: { variables: number; calls: Call[]; happened: string[] }) {
  const save = useAction({
    mutationFn: (n: number) =>
      new Promise<number>((resolve, reject) => {
        calls.push({ resolve, reject });
      }).then((m) => m * n),
    onSuccess: () => {
      happened.push('hook success');
    },
    onError: () => {
      happened.push('hook error');
    },
  });
  return (
    <button
      type="button"
      onClick={() =>
        save.mutate(variables, {
          onSuccess: (data, n) => happened.push(`saved ${data} from ${n}`),
          onError: (error, n) => happened.push(`refused ${error.message} for ${n}`),
          onSettled: (data, error) => happened.push(`settled ${data ?? error?.message}`),
        })
      }
    >
      Save
    </button>
  );
}

describe('useAction', () => {
  it('runs one call at a time, and keeps mutate stable across renders (an effect may depend on it)', async () => {
    let calls = 0;
    let finish = () => {};
    const { result, rerender } = renderHook(
      () =>
        useAction({
          mutationFn: () => {
            calls++;
            return new Promise<void>((resolve) => {
              finish = resolve;
            });
          },
        }),
      { wrapper: wrapper() },
    );
    const first = result.current.mutate;
    act(() => {
      result.current.mutate();
      result.current.mutate();
    });
    rerender();
    expect(result.current.mutate).toBe(first);
    await waitFor(() => expect(calls).toBe(1));
    await act(async () => finish());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.mutate());
    await waitFor(() => expect(calls).toBe(2));
  });

  it("runs a call's own callbacks once it settles, even after the component that called has gone", async () => {
    const happened: string[] = [];
    const calls: Call[] = [];
    const client = createQueryClient();
    const page = (variables: number) => (
      <QueryClientProvider client={client}>
        <Save variables={variables} calls={calls} happened={happened} />
      </QueryClientProvider>
    );
    const first = render(page(2));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    first.unmount();
    await act(async () => calls[0]?.resolve(21));
    await waitFor(() => expect(happened).toEqual(['hook success', 'saved 42 from 2', 'settled 42']));

    happened.length = 0;
    const second = render(page(3));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    second.unmount();
    await act(async () => calls[1]?.reject(new Error('Closed month')));
    await waitFor(() =>
      expect(happened).toEqual(['hook error', 'refused Closed month for 3', 'settled Closed month']),
    );
  });

  it('calls back once when a second call was ignored while the first ran', async () => {
    let calls = 0;
    let finish = (_: string) => {};
    const replies: string[] = [];
    const { result } = renderHook(
      () =>
        useAction({
          mutationFn: (_: string) =>
            new Promise<string>((resolve) => {
              calls++;
              finish = resolve;
            }),
        }),
      { wrapper: wrapper() },
    );
    act(() => {
      result.current.mutate('first', { onSuccess: (reply) => replies.push(reply) });
      result.current.mutate('second', { onSuccess: (reply) => replies.push(reply) });
    });
    await waitFor(() => expect(calls).toBe(1));
    await act(async () => finish('done'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(async () => {});
    expect(replies).toEqual(['done']);
  });
});
