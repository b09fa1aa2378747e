/** POST /api/sync/operations */
export { default } from '../../../sync/sync-operations-route';
