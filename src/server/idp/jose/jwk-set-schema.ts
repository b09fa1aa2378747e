/**
 * A published RS256 key set (RFC 7517), as both the embedded identity providers and the
 * shopper login answer at their /jwks. Open to further JWK members, so none is dropped when
 * the reply is serialised through it.
 */
import { Type } from '@fastify/type-provider-typebox';

export const jwkSetSchema = Type.Object({
  keys: Type.Array(
    Type.Object(
      {
        kty: Type.String(),
        n: Type.String(),
        e: Type.String(),
        kid: Type.String(),
        use: Type.String(),
        alg: Type.String(),
      },
      { additionalProperties: true },
    ),
  ),
});
