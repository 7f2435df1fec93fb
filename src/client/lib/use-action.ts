/**
 * The one way to run an action (a call that changes something): TanStack Query's `useMutation`, with a second
 * call ignored while the first is in flight. `isPending` arrives a render late, so a fast double click on a
 * button disabled by it still gets two clicks through; this guard holds from the first click.
 */
import { type UseMutationOptions, type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export function useAction<TData = unknown, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, Error, TVariables, TContext>,
): UseMutationResult<TData, Error, TVariables, TContext> {
  const inFlight = useRef(false);
  const mutation = useMutation(options);
  const run = mutation.mutateAsync;
  // Stable across renders, like TanStack's own, so an effect may depend on them.
  const mutateAsync: typeof run = useCallback(
    (...args) => {
      // An ignored call never settles, so the caller's follow-up (a toast, a navigation) happens once.
      if (inFlight.current) return new Promise<TData>(() => {});
      inFlight.current = true;
      return run(...args).finally(() => {
        inFlight.current = false;
      });
    },
    [run],
  );
  // Like TanStack's own `mutate`: failures reach the callbacks and `error`, never an unhandled rejection.
  const mutate: typeof mutation.mutate = useCallback(
    (...args) => {
      mutateAsync(...args).catch(() => {});
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
