/** GET /api/service-message */
export { default } from '../../../shell/service-messages/service-message-route';
