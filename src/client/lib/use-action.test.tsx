import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { useAction } from './use-action';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

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
      { wrapper },
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
});
