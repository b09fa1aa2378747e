/** /mobify/proxy/einstein/v3/…: the recommendation service. */
export { default, recommendationPrefix as autoPrefix } from '../../recommendations/recommendation-routes';
