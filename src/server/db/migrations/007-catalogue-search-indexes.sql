-- Indexes for catalogue search and part details at a million page parts (the catalogue
-- issue's benchmark: p95 of 20 ms at demo scale, 50 ms at a million page-part rows).
--
-- Where a part is shown, in scope order: search asks for the first page of a part within a
-- brand, a catalogue or a section, and part details for the first 20 pages of a part. With
-- this index each is a short index scan that stops at its limit, instead of reading and
-- sorting every page of a part (a bolt is on a thousand pages). Catalogue and page ids are in
-- the "C" collation so that a brand or section is a range of the index (ids are paths:
-- 'arden-sb21-2024-m06-n01-p2') whatever collation the database was created with. It starts
-- with the part number, so it also does the work of page_parts_part_idx.
create index page_parts_part_scope_idx
  on page_parts (part_number, catalogue_id collate "C", page_id collate "C", line_number);
drop index page_parts_part_idx;

-- Part numbers with a mistyped character keep either their first or their last half as typed:
-- prefixes use parts_search_key_idx, suffixes this index of the reversed key. It replaces the
-- trigram index, whose scan read the posting lists of trigrams that thousands of part numbers
-- share ('SB2'): 16 ms over the 26,000 parts of a million page parts.
create index parts_search_key_reversed_idx on parts (reverse(search_key) text_pattern_ops);
drop index parts_search_key_trigram_idx;

-- One full-text and one trigram index per language that migration 005 gives a text-search
-- configuration, in place of 005's indexes over every language. Search reads the caller's
-- language and English only: a trigram scan of all languages cost 17 ms on PGlite, of one
-- 1 ms. Texts in other languages are found by reading those rows of the table. The trigram
-- index over all languages also gave lower(text) statistics, which the planner estimates
-- the <% operator with by running it over the histogram: 2 to 10 ms of planning a search.
--
-- fastupdate off: the catalogue is seeded after the migrations, and with the default the
-- rows would wait in the index's pending list, which every search reads row by row (PGlite
-- runs no autovacuum to empty it); the planner then rightly preferred scanning the table.
drop index catalogue_texts_search_idx;
drop index catalogue_texts_trigram_idx;

create index catalogue_texts_search_en_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'en-GB';
create index catalogue_texts_search_fr_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'fr-FR';
create index catalogue_texts_search_de_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'de-DE';
create index catalogue_texts_search_es_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'es-ES';
create index catalogue_texts_search_it_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'it-IT';

create index catalogue_texts_trigram_en_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'en-GB';
create index catalogue_texts_trigram_fr_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'fr-FR';
create index catalogue_texts_trigram_de_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'de-DE';
create index catalogue_texts_trigram_es_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'es-ES';
create index catalogue_texts_trigram_it_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'it-IT';
