import {
  MutationObserver,
  useMutation,
  type Mutation,
  useQueryClient,
  type MutateOptions,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateAfter, type DataChange } from '../query/invalidate-after';
import { shouldRetryWrite, withWriteTimeout, writeRetryDelay } from './write-errors';
import { notifyWriteRefused } from './write-refusals';

// Every write the app makes is declared once here: a write queued offline or restored after a reload must
// run the same function with the same policy as the one the user started, so the hooks take all of it
// from the declaration and add only their optimistic update and toasts.

/** One scope for every write: they replay one at a time in the order the user made them. */
export const WRITE_SCOPE = 'onething-writes';
const KEY_ROOT = 'write';

export type WriteMeta = { write: string };

export type WriteDefinition<TVariables, TData> = {
  readonly name: string;
  /** What the user asked for, as the refusal toast names it ("Complete a step"). */
  readonly label: string;
  /** The data it changes: refetched in other tabs when it settles, and here when it is refused. */
  readonly changes: readonly DataChange[];
  readonly mutationKey: readonly [typeof KEY_ROOT, string];
  readonly run: (variables: TVariables) => Promise<TData>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of writes of any variables
export type AnyWrite = WriteDefinition<any, unknown>;

const registry = new Map<string, AnyWrite>();

/**
 * Declares a write. `run` takes plain, serialisable variables (ids, the intended state, a client-made id for
 * a create), because a queued write is stored in IndexedDB and replayed after a reload.
 */
export function defineWrite<TVariables, TData>(definition: {
  name: string;
  label: string;
  changes: readonly DataChange[];
  run: (variables: TVariables) => Promise<TData>;
}): WriteDefinition<TVariables, TData> {
  const write = { ...definition, mutationKey: [KEY_ROOT, definition.name] as const };
  registry.set(definition.name, write as AnyWrite);
  return write;
}

// The variables of writes made by a user who is no longer signed in here. Clearing the cache does not stop a
// write that is waiting to retry, and its next attempt would go out with whoever is signed in then: such a
// write never sends again from memory. Its stored copy is replayed when the same user signs in again.
const abandoned = new WeakSet<object>();

/** Stops every write in memory from sending again (before the cache is cleared for a sign-out or another user). */
export function abandonPendingWrites(client: QueryClient): void {
  for (const mutation of client.getMutationCache().getAll()) {
    const variables: unknown = mutation.state.variables;
    if (mutation.state.status === 'pending' && typeof variables === 'object' && variables !== null)
      abandoned.add(variables);
  }
}

/** Sends a write, unless it belongs to a user who is no longer signed in here (it then never settles). */
function sendWrite<TVariables, TData>(
  write: WriteDefinition<TVariables, TData>,
  variables: TVariables,
): Promise<TData> {
  if (typeof variables === 'object' && variables !== null && abandoned.has(variables)) return new Promise(() => {});
  return withWriteTimeout(write.run(variables));
}

/** The options every write runs with: its function under a time-out, the retry policy, the one scope. */
export function writeOptions<TVariables, TData>(write: WriteDefinition<TVariables, TData>) {
  return {
    mutationKey: write.mutationKey,
    mutationFn: (variables: TVariables) => sendWrite(write, variables),
    retry: shouldRetryWrite,
    retryDelay: writeRetryDelay,
    scope: { id: WRITE_SCOPE },
    networkMode: 'online' as const,
    meta: { write: write.name } satisfies WriteMeta,
  };
}

/** The declaration of a stored or running write, from its meta; undefined for a mutation that is not a write. */
export function writeOf(meta: Record<string, unknown> | undefined): AnyWrite | undefined {
  const name = meta?.['write'];
  return typeof name === 'string' ? registry.get(name) : undefined;
}

/** Registers the writes with the client, so writes restored from storage find their function. */
export function registerWrites(client: QueryClient, writes: readonly AnyWrite[]): void {
  for (const write of writes) client.setMutationDefaults(write.mutationKey, writeOptions(write));
}

/**
 * Runs a declared write without a hook, for a component that follows the write itself (an autosave that
 * shows whether its text is saved): the queued mutation, to watch, and its result. With no `onError` of its
 * own, a refusal gets the queue's toast and refresh, also once the component is gone.
 */
export function startWrite<TVariables, TData>(
  client: QueryClient,
  write: WriteDefinition<TVariables, TData>,
  variables: TVariables,
): { mutation: Mutation<TData, Error, TVariables>; result: Promise<TData> } {
  const mutation = client.getMutationCache().build<TData, Error, TVariables, unknown>(client, writeOptions(write));
  return { mutation, result: mutation.execute(variables) };
}

/** The pending writes of this declaration whose variables match, in the order they were made. */
export function pendingWritesOf<TVariables, TData>(
  client: QueryClient,
  write: WriteDefinition<TVariables, TData>,
  matches: (variables: TVariables) => boolean,
): Mutation<TData, Error, TVariables>[] {
  return (client.getMutationCache().getAll() as Mutation<TData, Error, TVariables>[]).filter(
    (m) =>
      m.state.status === 'pending' &&
      m.meta?.['write'] === write.name &&
      m.state.variables !== undefined &&
      matches(m.state.variables),
  );
}

/**
 * Takes back the writes of this declaration that match and are not being sent (waiting their turn, offline,
 * or restored after a reload): for a write of a whole state, a newer one of the same thing supersedes them,
 * so a text edited for an hour offline is one queued write, not hundreds. A write being sent, or backing off
 * after a failure, is left alone: it may land, and the newer one follows it. Their results never settle.
 */
export function withdrawQueuedWrites<TVariables, TData>(
  client: QueryClient,
  write: WriteDefinition<TVariables, TData>,
  matches: (variables: TVariables) => boolean,
): number {
  const waiting = pendingWritesOf(client, write, matches).filter((m) => m.state.isPaused);
  for (const mutation of waiting) client.getMutationCache().remove(mutation);
  return waiting.length;
}

type HookOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationKey' | 'mutationFn' | 'retry' | 'retryDelay' | 'scope' | 'networkMode' | 'meta'
>;

/**
 * `useMutation` for a declared write: the hook adds its optimistic update and toasts. `submit` is for forms:
 * it resolves when the write is saved or, offline or with the server unreachable, when it is queued (the form
 * closes instead of spinning until the connection returns); it rejects when the write is refused.
 */
export function useWrite<TVariables, TData, TContext = unknown, TInput extends TVariables = TVariables>(
  write: WriteDefinition<TVariables, TData>,
  options: HookOptions<TData, TInput, TContext> = {},
) {
  const client = useQueryClient();
  // TInput: the write's variables plus plain data the hook's toasts and optimistic update need (stored too).
  const mutation = useMutation<TData, Error, TInput, TContext>({ ...writeOptions(write), ...options });
  const { mutateAsync } = mutation;
  const submit = useCallback(
    (variables: TInput) =>
      new Promise<TData | undefined>((resolve, reject) => {
        const stop = client.getMutationCache().subscribe((event) => {
          const state = event.mutation?.state;
          if (
            state?.variables === variables &&
            state.status === 'pending' &&
            (state.isPaused || state.failureCount > 0)
          ) {
            stop();
            resolve(undefined);
          }
        });
        mutateAsync(variables).then(
          (data) => {
            stop();
            resolve(data);
          },
          (error: unknown) => {
            stop();
            reject(error);
          },
        );
      }),
    [client, mutateAsync],
  );
  return { ...mutation, submit };
}

type WriteMutation<TData, TVariables, TContext> = UseMutationResult<TData, Error, TVariables, TContext> & {
  submit: (variables: TVariables) => Promise<TData | undefined>;
};

/**
 * A write hook whose callers pass what they have (a goal, a step, form values): `toVariables` turns it into
 * the plain variables stored with the write, once per call (a create's id is made here, when the user acts).
 */
export function mapWriteInput<TData, TVariables, TContext, TInput>(
  mutation: WriteMutation<TData, TVariables, TContext>,
  toVariables: (input: TInput) => TVariables,
) {
  return {
    ...mutation,
    mutate: (input: TInput, options?: MutateOptions<TData, Error, TVariables, TContext>) =>
      mutation.mutate(toVariables(input), options),
    mutateAsync: (input: TInput, options?: MutateOptions<TData, Error, TVariables, TContext>) =>
      mutation.mutateAsync(toVariables(input), options),
    submit: (input: TInput) => mutation.submit(toVariables(input)),
  };
}

/**
 * A declared write run outside a hook (a provider's own action). `answer` settles with the server's answer.
 * `saved` resolves with it too, or with undefined as soon as the write is queued (offline, or the server
 * unreachable), and rejects when the write is refused while the caller still waits; a refusal after that
 * is shown with the queue's toast. `onRefused` runs either way (to undo an optimistic change).
 */
export function runWrite<TVariables, TData>(
  client: QueryClient,
  write: WriteDefinition<TVariables, TData>,
  variables: TVariables,
  onRefused: (error: Error) => void = () => {},
): { answer: Promise<TData>; saved: Promise<TData | undefined> } {
  let queued = false;
  const observer = new MutationObserver<TData, Error, TVariables>(client, {
    ...writeOptions(write),
    onError: (error) => {
      onRefused(error);
      if (queued) notifyWriteRefused(write.label, error);
    },
  });
  let markQueued: (value: undefined) => void = () => {};
  const queuedNow = new Promise<undefined>((resolve) => (markQueued = resolve));
  const stop = observer.subscribe((result) => {
    if (result.isPending && (result.isPaused || result.failureCount > 0)) {
      queued = true;
      stop();
      markQueued(undefined);
    }
  });
  const answer = observer.mutate(variables);
  answer.then(stop, stop);
  return { answer, saved: Promise.race([answer, queuedNow]) };
}

const owedRefreshes = new WeakMap<QueryClient, Set<DataChange>>();

/**
 * Refreshes what a settled write changed, once the queue has drained: while more writes wait (a replay of a
 * queue), a refetch per write would delay each next write by a round of reads and briefly show the server's
 * state without the writes still queued. The changes owed are gathered and refreshed after the last one.
 */
export function refreshAfterWrite(change: DataChange | readonly DataChange[], client: QueryClient): Promise<void> {
  const owed = owedRefreshes.get(client) ?? new Set<DataChange>();
  for (const c of typeof change === 'string' ? [change] : change) owed.add(c);
  owedRefreshes.set(client, owed);
  // The write calling this is still pending itself.
  if (client.isMutating({ predicate: (m) => writeOf(m.meta) !== undefined }) > 1) return Promise.resolve();
  owedRefreshes.delete(client);
  return invalidateAfter([...owed], client);
}
