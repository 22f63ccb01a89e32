// The profile (made by the database with the account), the data export and account deletion.
export { deleteMyAccount } from './api/delete-my-account';
export { type AccountExport, exportAllData } from './api/export-all-data';
export { type ProfileEdit, updateProfile } from './api/update-profile';
