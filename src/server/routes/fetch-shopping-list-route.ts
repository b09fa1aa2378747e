/** POST /fetch-shopping-list */
export { default } from '../shopping-list/fetch-shopping-list-route';
