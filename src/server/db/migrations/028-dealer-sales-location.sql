-- The dealer's sales location (DSL), which the dealer hand-off's LoginDealers sends with the
-- dealer's name (catalogue spec, section 7; issue 20). The spec names the field without saying
-- what it holds; here it is the code of the dealer's ordering site, kept on the dealer's record
-- (docs/decisions.md, "Dealer hand-off DSL"). Empty until the data gives one: a database seeded
-- before this migration gets its demo dealers' locations from the seed's top-up.
alter table retailers add column dsl text not null default '';
