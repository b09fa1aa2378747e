/**
 * The catalogue service (catalogue spec, section 7): bearer-authorised like every other
 * service. Its answers are public catalogue data, which the service worker keeps for offline use.
 */
import { authorisedServiceClient } from '../authorised-client';

export const catalogueService = authorisedServiceClient('/catalogue/api/v1/');
