/** POST /registration/api/v1/register */
export { default } from '../../registration/register-route';
