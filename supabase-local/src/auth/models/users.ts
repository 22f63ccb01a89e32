import type { Queryable } from '../../db/types.ts';

/** GoTrue formats timestamps as RFC 3339 in UTC. */
export function isoSql(expr: string): string {
  return `to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  email_change: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until_future: boolean;
  identities: Record<string, unknown>[];
}

const USER_SELECT = `
select u.id, u.aud, u.role, u.email, u.encrypted_password, u.email_change,
  ${isoSql('u.email_confirmed_at')} as email_confirmed_at,
  ${isoSql('u.confirmation_sent_at')} as confirmation_sent_at,
  ${isoSql('u.email_change_sent_at')} as email_change_sent_at,
  ${isoSql('u.last_sign_in_at')} as last_sign_in_at,
  ${isoSql('u.created_at')} as created_at,
  ${isoSql('u.updated_at')} as updated_at,
  u.raw_app_meta_data, u.raw_user_meta_data, u.is_anonymous,
  coalesce(u.banned_until > now(), false) as banned_until_future,
  coalesce((
    select json_agg(json_build_object(
      'identity_id', i.id, 'id', i.provider_id, 'user_id', i.user_id, 'identity_data', i.identity_data,
      'provider', i.provider, 'last_sign_in_at', ${isoSql('i.last_sign_in_at')},
      'created_at', ${isoSql('i.created_at')}, 'updated_at', ${isoSql('i.updated_at')}, 'email', i.identity_data->>'email'
    ) order by i.created_at)
    from auth.identities i where i.user_id = u.id
  ), '[]'::json) as identities
from auth.users u`;

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} where u.id = $1 and u.deleted_at is null`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} where u.email = $1 and u.deleted_at is null`, [email]);
  return rows[0];
}

/** The user object GoTrue returns (never the password hash). */
export function userJson(user: UserRow): Record<string, unknown> {
  const json: Record<string, unknown> = {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: '',
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    confirmed_at: user.email_confirmed_at ?? undefined,
    new_email: user.email_change || undefined,
    email_change_sent_at: user.email_change_sent_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: user.identities,
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous,
  };
  return Object.fromEntries(Object.entries(json).filter(([, value]) => value !== undefined));
}
