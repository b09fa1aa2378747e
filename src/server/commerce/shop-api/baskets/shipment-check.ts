/** A basket has one shipment, 'me', as the platform's default shipment is called. */
import { ClientError } from '../client-error';
import { shipmentId } from './shipping-methods';

export function requireShipment(asked: string): void {
  if (asked !== shipmentId) throw new ClientError(404, `There is no shipment ${asked} in this basket.`);
}
