/**
 * Load price (issue 16, admin selector option load_price): an internal admin sends a market's
 * price file (CSV or XML) to preview it (rows, and errors per row with line numbers) and then
 * to apply it: every row in one transaction, or, with any row error or a failed write,
 * nothing. The price lookup reads part_prices, so it answers the new prices at once. Prices
 * are a market's, the same for every dealer, so a retailer admin may not load them.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Principal } from '../../../domain/access/principal';
import { principalOf } from '../../access/request-principal';
import { recordAdminWrite } from '../audit/admin-audit';
import { bumpCatalogueVersion } from '../../catalogue-cache/catalogue-version-row';
import { ClientError } from '../../commerce/shop-api/client-error';
import { problemContentType, problemFor } from '../../http/problem-details';
import { findMarketCurrency } from '../../pricing/find-part-prices';
import { priceFileBodyLimit, priceFileLimits } from './price-file-limits';
import { upsertPrices } from './price-load-repository';
import { applyPricesSchema, previewPricesSchema, type PriceLoadBody } from './price-load-schema';
import { parsePriceFile } from './parse-price-file';

async function internalAdmin(request: FastifyRequest): Promise<Principal> {
  const principal = await principalOf(request);
  if (principal.kind !== 'user' || !principal.admin || principal.profile?.c_epcUserType !== 'internal') {
    throw new ClientError(
      403,
      "Only an internal admin can load prices: a market's prices are the same for every dealer.",
    );
  }
  return principal;
}

async function marketCurrency(request: FastifyRequest, body: PriceLoadBody) {
  const marketCode = body.marketCode.toUpperCase();
  const currency = await findMarketCurrency(request.server.database, marketCode);
  if (currency === undefined) throw new ClientError(400, `marketCode ${marketCode} is not a market of the catalogue.`);
  return { marketCode, currency };
}

export default async function priceLoadRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const options = { bodyLimit: priceFileBodyLimit };

  typed.post('/prices/preview', { ...options, schema: previewPricesSchema }, async (request) => {
    await internalAdmin(request);
    const market = await marketCurrency(request, request.body);
    const parsed = parsePriceFile(request.body.format, request.body.content);
    return {
      ...market,
      rowCount: parsed.rowCount,
      validRowCount: parsed.rows.length,
      errorCount: parsed.errors.length,
      errors: parsed.errors.slice(0, priceFileLimits.maxListedErrors),
      rows: parsed.rows.slice(0, priceFileLimits.previewRows),
    };
  });

  typed.post('/prices/apply', { ...options, schema: applyPricesSchema }, async (request, reply) => {
    const actor = await internalAdmin(request);
    const market = await marketCurrency(request, request.body);
    const parsed = parsePriceFile(request.body.format, request.body.content);
    if (parsed.errors.length > 0) {
      const [first] = parsed.errors;
      const detail = `content: ${parsed.errors.length} row(s) have errors (first: line ${first?.line}: ${first?.message}); nothing was loaded.`;
      // A problem with an extension member (RFC 9457): the listed row errors.
      const problem = { ...problemFor(400, detail), errors: parsed.errors.slice(0, priceFileLimits.maxListedErrors) };
      return reply.code(400).type(problemContentType).send(problem);
    }
    if (parsed.rows.length === 0) throw new ClientError(400, 'content: the file has no price rows.');
    const catalogueVersion = await app.database.transaction(async (tx) => {
      await upsertPrices(tx, market.marketCode, market.currency, parsed.rows);
      await recordAdminWrite(tx, {
        area: 'load_price',
        action: 'apply',
        recordKey: market.marketCode,
        actor,
        detail: { fileName: request.body.fileName ?? '', format: request.body.format, rows: parsed.rows.length },
      });
      // A load of data moves the catalogue version (issue 19), with the load or not at all.
      return bumpCatalogueVersion(tx);
    });
    // This process answers with the new version at once; others within their poll interval.
    app.catalogueCache.versions.noteVersion(catalogueVersion);
    return { ...market, loaded: parsed.rows.length };
  });
}
