import { createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { SignJWT } from 'jose';

export interface ProjectKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

export const JWT_ISSUER = 'supabase-local';
const TEN_YEARS_SECONDS = 10 * 365 * 24 * 60 * 60;

const importedKeys = new Map<string, KeyObject>();

/** The HS256 key of a JWT secret, imported once (jose would otherwise import raw bytes on every call). */
export function secretKey(jwtSecret: string): KeyObject {
  let key = importedKeys.get(jwtSecret);
  if (key === undefined) {
    key = createSecretKey(Buffer.from(jwtSecret, 'utf8'));
    importedKeys.set(jwtSecret, key);
  }
  return key;
}

async function signApiKey(jwtSecret: string, role: 'anon' | 'service_role', iat: number): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(JWT_ISSUER)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TEN_YEARS_SECONDS)
    .sign(secretKey(jwtSecret));
}

function isProjectKeys(value: unknown): value is ProjectKeys {
  const v = value as Partial<ProjectKeys> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.jwtSecret === 'string' &&
    v.jwtSecret.length >= 32 &&
    typeof v.anonKey === 'string' &&
    typeof v.serviceRoleKey === 'string'
  );
}

/** The JWT secret and API keys are created once per data folder so clients keep working across restarts. */
export async function loadOrCreateKeys(dataDir: string): Promise<ProjectKeys> {
  const file = path.join(dataDir, 'keys.json');
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isProjectKeys(parsed))
      return { jwtSecret: parsed.jwtSecret, anonKey: parsed.anonKey, serviceRoleKey: parsed.serviceRoleKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) throw error;
  }
  const jwtSecret = randomBytes(48).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const keys: ProjectKeys = {
    jwtSecret,
    anonKey: await signApiKey(jwtSecret, 'anon', iat),
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role', iat),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
