/** GET /edix: the hand-off to a dealer service. */
export { default } from '../edix/edix-route';
