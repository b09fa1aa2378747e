/** POST /catalogue/api/v1/search */
export { default } from '../../catalogue/search/search-route';
