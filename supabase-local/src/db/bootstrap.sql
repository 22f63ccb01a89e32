-- What hosted Supabase provides before a project's migrations run. Idempotent: runs at every start.

-- Roles are cluster-wide on a Postgres server and parallel starts may race, hence the exception handlers.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        execute format('create role %I nologin noinherit', r);
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
  -- Altering a role row twice at once fails ("tuple concurrently updated"), so only when needed.
  if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
    begin
      alter role service_role bypassrls;
    exception when insufficient_privilege then raise notice 'supabase-local: cannot give service_role bypassrls';
    end;
  end if;
  -- A non-superuser server login must be able to switch to these roles per request.
  if not (select rolsuper from pg_roles where rolname = current_user) then
    begin
      execute format('grant anon, authenticated, service_role to %I', current_user);
    exception when others then raise notice 'supabase-local: could not grant API roles to %', current_user;
    end;
  end if;
end $$;

-- PostgREST logs in as `authenticator` (NOINHERIT, not a superuser) and switches to the API role of each
-- request; supabase-local's REST side does the same. No password: give one and --rest-database-url if needed.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    begin
      create role authenticator login noinherit;
    exception when duplicate_object or unique_violation then null;
    end;
  end if;
  if exists (select 1 from pg_roles r where r.rolname in ('anon', 'authenticated', 'service_role')
             and not pg_has_role('authenticator', r.oid, 'member')) then
    begin
      grant anon, authenticated, service_role to authenticator;
    exception when others then raise notice 'supabase-local: could not grant the API roles to authenticator (%)', sqlerrm;
    end;
  end if;
end $$;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists supabase_migrations;

do $$
begin
  create extension if not exists pgcrypto with schema extensions;
exception when others then raise notice 'supabase-local: pgcrypto is not available (%); gen_random_uuid() is core', sqlerrm;
end $$;

do $$
begin
  execute format('alter database %I set search_path = public, extensions', current_database());
exception when others then null;
end $$;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  inserted_at timestamptz not null default now()
);

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255) unique,
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change varchar(255),
  email_change_token_new varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb not null default '{}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  is_super_admin boolean,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  phone text unique,
  phone_confirmed_at timestamptz,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create index if not exists users_confirmation_token_idx on auth.users (confirmation_token);

create table if not exists auth.identities (
  id uuid primary key default gen_random_uuid(),
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  aal text not null default 'aal1',
  amr_method text not null default 'password',
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create table if not exists auth.flow_state (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null unique,
  code_challenge_method text not null,
  code_challenge text not null,
  provider_type text not null default 'email',
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id);

-- Same bodies as hosted Supabase; nullif(...) because a transaction-local setting reads '' after it ends.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Each REST request whose token names a session checks, as the first statement of its own transaction (no
-- extra round trip), that the session still exists: a signed-out token stops working before it expires.
-- SQLSTATE SL303 is answered as 401 PGRST303. The login REST uses may call it, nothing else.
create or replace function auth.require_session(session_id uuid) returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not exists (select 1 from auth.sessions s where s.id = session_id) then
    raise exception 'JWT session has ended (signed out)' using errcode = 'SL303';
  end if;
end $$;

-- The auth schema is private to the server; API roles may only call the claim helpers.
revoke all on all tables in schema auth from public, anon, authenticated, service_role;
revoke all on all sequences in schema auth from public, anon, authenticated, service_role;
revoke all on all functions in schema auth from public;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
revoke all on schema supabase_migrations from public;
grant usage on schema auth to authenticator;
grant execute on function auth.require_session(uuid) to authenticator;

grant usage on schema public to anon, authenticated, service_role;
grant usage on schema extensions to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;

-- Hosted Supabase creates this publication (empty) in every project: its Realtime streams the changes of
-- the tables a migration adds to it. supabase-local's Realtime streams the same tables (src/realtime/).
do $$
begin
  if not exists (select 1 from pg_catalog.pg_publication where pubname = 'supabase_realtime') then
    begin
      create publication supabase_realtime;
    exception when duplicate_object or unique_violation then null;
    when insufficient_privilege then raise notice 'supabase-local: cannot create the publication supabase_realtime';
    end;
  end if;
end $$;
