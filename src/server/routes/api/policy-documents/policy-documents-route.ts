/** GET /api/policy-documents/:name */
export { default } from '../../../shell/policy-documents/policy-documents-route';
