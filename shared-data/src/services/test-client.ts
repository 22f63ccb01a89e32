import type { TypedSupabaseClient } from '../supabase';

// Test helper: a stand-in for the supabase-js query builder that records every call of a chain
// and answers the awaited chain with the next queued result.

export type RecordedCall = { target: string; ops: Array<[string, unknown[]]> };
export type QueuedResult = { data: unknown; error: unknown };

export function recordingClient(queue: QueuedResult[] = []) {
  const calls: RecordedCall[] = [];
  const chain = (call: RecordedCall): unknown => {
    const proxy: unknown = new Proxy(
      {},
      {
        get(_target, prop) {
          if (prop === 'then') {
            const result = queue.shift() ?? { data: null, error: null };
            return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
              Promise.resolve(result).then(resolve, reject);
          }
          return (...args: unknown[]) => {
            call.ops.push([String(prop), args]);
            return proxy;
          };
        },
      },
    );
    return proxy;
  };
  const client = {
    from: (table: string) => {
      const call: RecordedCall = { target: table, ops: [] };
      calls.push(call);
      return chain(call);
    },
    rpc: (fn: string, args?: unknown) => {
      const call: RecordedCall = { target: `rpc:${fn}`, ops: [['rpc', [args]]] };
      calls.push(call);
      return chain(call);
    },
  } as unknown as TypedSupabaseClient;
  /** The calls of one chain as [method, ...args] tuples, e.g. ['eq', 'user_id', 'u1']. */
  const opsOf = (index: number) => (calls[index]?.ops ?? []).map(([name, args]) => [name, ...args]);
  return { client, calls, queue, opsOf };
}
