export { default } from '@onething/supabase-local/testing/global-setup';
