-- Part prices per market, as the price lookup answers them (catalogue spec, section 7: unit
-- price, tax code, discount code). The rates of those codes are not here: they come from the
-- retailer's tax and discount records (custom objects EpcTaxRecords and EpcDiscountRecords).
-- A price list may name parts the catalogue does not show, so part_number has no foreign key;
-- market names a markets row but has none either, since checking it row by row doubled the
-- time of the demo seed (60,000 prices). The currency is the market's (markets.currency_code),
-- kept on the row as a price list has it.
create table part_prices (
  part_number text not null,
  market char(2) not null,
  currency char(3) not null,
  unit_price numeric(12, 2) not null check (unit_price >= 0),
  tax_code text not null,
  discount_code text not null,
  -- A lookup reads up to 500 part numbers of one market: one index probe each.
  primary key (part_number, market)
);
