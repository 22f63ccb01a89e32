// The Phoenix channel messages @supabase/realtime-js exchanges with Supabase Realtime. Serializer 1.0.0
// sends each as a JSON object; 2.0.0 (realtime-js's default) as a JSON array
// [join_ref, ref, topic, event, payload] (and user broadcasts as binary frames, which this server does not
// relay). The version is the `vsn` parameter of the socket's URL.

export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Serializer = '1.0.0' | '2.0.0';

export function serializerOf(vsn: string | null): Serializer | undefined {
  if (vsn === null || vsn === '' || vsn === '1.0.0') return '1.0.0';
  if (vsn === '2.0.0') return '2.0.0';
  return undefined;
}

export function encode(serializer: Serializer, message: PhoenixMessage): string {
  if (serializer === '2.0.0') {
    return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify(message);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const refOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;

/** A client's message, or undefined when it is not one (not JSON, or not the shape of its serializer). */
export function decode(serializer: Serializer, text: string): PhoenixMessage | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  let fields: unknown[];
  if (Array.isArray(parsed)) {
    if (serializer !== '2.0.0' || parsed.length !== 5) return undefined;
    fields = parsed;
  } else if (isRecord(parsed)) {
    fields = [parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload];
  } else return undefined;
  const [joinRef, ref, topic, event, payload] = fields;
  if (typeof topic !== 'string' || typeof event !== 'string') return undefined;
  return { join_ref: refOf(joinRef), ref: refOf(ref), topic, event, payload: isRecord(payload) ? payload : {} };
}
