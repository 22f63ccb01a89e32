// The shield settings panel (mf-deepwork's './shield-settings', shown in the shell's /settings).
export { ShieldSettingsPanel } from './components/shield-settings-panel';
