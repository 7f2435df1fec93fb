/**
 * The one way to run an action (a call that changes something): TanStack Query's `useMutation`, with two changes.
 *
 * A second call is ignored while the first is in flight. `isPending` arrives a render late, so a fast double
 * click on a button disabled by it still gets two clicks through; this guard holds from the first click.
 *
 * `mutate`'s own callbacks (`mutate(variables, { onSuccess, onError, onSettled })`) ride the call's promise:
 * TanStack drops them when the component that called has gone by the time the call settles (a dialog's save that
 * then showed no toast and stayed open; a button swapped out by the refreshed read that confirmed nothing). Here
 * each runs exactly once when the call settles, after the hook's own callbacks as in TanStack; an ignored call
 * runs none.
 * The rule for call sites: they run even after the component is gone, which is what a toast, closing a dialog
 * or updating the cache want; a navigation that must not happen once the person has gone elsewhere checks
 * `useStillShown` (deleting a project does; signing in goes to the dashboard regardless).
 *
 * The options take no `onMutate`, `meta` or `mutationKey` (no action uses them), so those callbacks get what
 * TanStack would give them: no onMutate result, and the query client.
 */
import {
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

export function useAction<TData = unknown, TVariables = void>(
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'onMutate' | 'meta' | 'mutationKey'>,
): UseMutationResult<TData, Error, TVariables> {
  const inFlight = useRef(false);
  const client = useQueryClient();
  const mutation = useMutation(options, client);
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
  // Like TanStack's own `mutate`: failures reach the callbacks and `error`, never an unhandled rejection (a
  // callback that throws still lets `onSettled` run, then surfaces as one, as in TanStack).
  const mutate: typeof mutation.mutate = useCallback(
    (...[variables, callbacks]) => {
      const context = { client, meta: undefined };
      mutateAsync(variables as TVariables).then(
        (data) => {
          try {
            callbacks?.onSuccess?.(data, variables as TVariables, undefined, context);
          } finally {
            callbacks?.onSettled?.(data, null, variables as TVariables, undefined, context);
          }
        },
        (error: Error) => {
          try {
            callbacks?.onError?.(error, variables as TVariables, undefined, context);
          } finally {
            callbacks?.onSettled?.(undefined, error, variables as TVariables, undefined, context);
          }
        },
      );
    },
    [mutateAsync, client],
  );
  return { ...mutation, mutate, mutateAsync };
}

/**
 * Whether the component is still on screen, for a `mutate` callback that must not act once the person has left
 * (a navigation at the end of a call): read `.current` in the callback.
 */
export function useStillShown() {
  const shown = useRef(true);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return shown;
}
