/** POST /dealer-service/LoginDealers of the dealer stand-in (catalogue spec, section 7). */
import type { DealerLoginRequest } from '../../domain/shopping-list/shopping-list-contracts';

/** Brand is checked by the route, so a wrong one gets a sentence rather than an enum error. */
export type LoginDealersBody = Omit<DealerLoginRequest, 'Brand'> & { Brand: string };

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const loginDealersSchema = {
  body: {
    type: 'object',
    required: ['Token', 'Brand', 'DealerCode'],
    properties: {
      Token: { type: 'string', minLength: 1, maxLength: 100 },
      Brand: text(20),
      DealerCode: { type: 'string', minLength: 1, maxLength: 20 },
      DealerName: text(200),
      CountryCode: text(10),
      DSL: text(100),
    },
  },
} as const;
