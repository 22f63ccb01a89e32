// Exposed to the shell as './group', a bundle of its own; the feature lives in ../community.
export { default } from '../community/routes/group-route';
