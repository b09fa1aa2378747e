/** POST /part/api/v1/partDetails */
export { default } from '../../catalogue/part-details/part-details-route';
