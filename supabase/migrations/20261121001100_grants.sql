-- Hosted Supabase grants these through default privileges; stating them keeps the schema
-- independent of that setup. RLS, not privileges, decides what each role sees.
grant usage on schema public to anon, authenticated, service_role;
grant select, insert, update, delete on all tables in schema public to anon, authenticated, service_role;
