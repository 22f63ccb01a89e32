// Exposed to the shell as './community'; the feature lives in ../community.
export { default } from '../community/routes/community-route';
