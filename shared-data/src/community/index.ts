// Groups: reads, the writes (declared once, for the offline queue), the feed's paging and the group rules.
export * from './keys';
export * from './queries';
export { type NewGroup } from './api/create-group';
export { type GroupEdit } from './api/update-group';
export * from './rules/community';
export { groupWrites, postWrites } from './writes';
