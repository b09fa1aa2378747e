import { describe, expect, it } from 'vitest';
import { toCamelCase, toSnakeCase } from '../../../../src/domain/commerce/case-conversion';
import { CommerceFaultError, readCommerceReply } from '../../../../src/domain/commerce/commerce-reply';
import { checkBody, checkRequiredParameters } from '../../../../src/domain/commerce/request-checks';

describe('camelCase <-> snake_case', () => {
  it('converts keys deeply, both ways, and keeps custom attributes as they are', () => {
    const snake = {
      customer_id: '1',
      first_name: 'Ann',
      c_epcUserType: 'retailer',
      addresses: [{ address_id: 'home', postal_code: 'X1' }],
    };
    const camel = {
      customerId: '1',
      firstName: 'Ann',
      c_epcUserType: 'retailer',
      addresses: [{ addressId: 'home', postalCode: 'X1' }],
    };
    expect(toCamelCase(snake)).toEqual(camel);
    expect(toSnakeCase(camel)).toEqual(snake);
  });

  it('leaves values alone', () => {
    expect(toCamelCase({ some_key: 'some_value', list: ['a_b'] })).toEqual({ someKey: 'some_value', list: ['a_b'] });
    expect(toSnakeCase(null)).toBeNull();
  });
});

describe('request checks (exact spec messages)', () => {
  it('MissingParameters when the parameters are missing altogether', () => {
    expect(() => checkRequiredParameters(undefined, ['customerId'])).toThrow(
      'Parameters are required for this request',
    );
  });

  it('MissingParameters names the missing ones, with the spec spelling', () => {
    const check = () => checkRequiredParameters({ customerId: '', siteId: 'arden' }, ['customerId', 'addressName']);
    expect(check).toThrow('The following parameters were missing from your resquest: customerId, addressName');
    try {
      check();
    } catch (error) {
      expect((error as Error).name).toBe('MissingParameters');
    }
  });

  it('MissingBody when a body is required and absent', () => {
    expect(() => checkBody(undefined)).toThrow('Body is required for this request');
    expect(() => checkBody({})).not.toThrow();
  });
});

describe('reading a commerce reply', () => {
  it('a fault object becomes an error with the fault message', () => {
    expect(() => readCommerceReply({ fault: { message: 'Customer not found' } }, 404)).toThrow(
      new CommerceFaultError('Customer not found', 404),
    );
  });

  it('a title/detail/type reply is flagged isError with the detail as message', () => {
    expect(readCommerceReply({ type: 'about:blank', title: 'Forbidden', detail: 'Not your customer.' }, 403)).toEqual({
      isError: true,
      message: 'Not your customer.',
    });
  });

  it('anything else passes through', () => {
    expect(readCommerceReply({ customer_id: '1' }, 200)).toEqual({ customer_id: '1' });
  });
});
