-- Catalogue search in each of the 29 languages (catalogue spec, section 9; issue 18): the
-- stored tsvector of catalogue_texts gets the text-search configuration of every language
-- PostgreSQL has one for, 'simple' for Czech, Polish and Vietnamese (no stemmer on PostgreSQL
-- 15 or PGlite), and character n-grams for the languages written without spaces between
-- words (Japanese, Chinese, Thai) and for Korean, whose compound names run together: a word
-- prefix never finds '펌프' (pump) in '오일펌프' (oil pump), pairs of characters do.
--
-- N-grams: every character and every pair of neighbouring characters of each run of text
-- between spaces and punctuation, lower case. The separators are listed rather than taken
-- from [[:punct:]], whose meaning follows the database's locale: under C.UTF-8 it holds Thai
-- tone marks, which would cut 'ปั๊ม' (pump) in two. The search splits its term on any space,
-- punctuation or symbol (a superset of these), so the term's pairs are always stored ones. A search turns its term into the same pairs
-- (or the character, for a one-character term) and asks for all of them (search-sql.ts), so
-- '油泵' finds '机油泵总成' and 'ポ' finds 'オイルポンプ'. They are made straight into a tsvector
-- (array_to_tsvector: the lexemes the 'simple' configuration would keep, without its parser,
-- which would cut some pairs again by its own rules, such as a letter next to a digit or to a
-- mark it does not count as a letter; a search's pairs must be the stored ones exactly).
create function catalogue_text_ngrams(content text) returns tsvector
language sql immutable strict parallel safe
as $$
  select array_to_tsvector(coalesce(array_agg(distinct gram), '{}'::text[]))
  from regexp_split_to_table(lower(content), '[ \t\n\r\u00a0\u3000!-/:-@\[-`{-~\u2010-\u2027\u3001-\u3003\u3008-\u3011\u3014-\u301f\u30fb\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+') as word
  cross join lateral generate_series(1, char_length(word)) as position
  cross join lateral (values (substr(word, position, 1)), (substr(word, position, 2))) as pair(gram)
$$;

-- A generated column cannot take a new expression: it goes with its indexes and comes back,
-- computed for the rows already there (a database seeded before this migration). Searches
-- read it through the per-language indexes below.
alter table catalogue_texts drop column search;
alter table catalogue_texts add column search tsvector generated always as (
  case
    when language_code in ('ja-JP', 'ko-KP', 'th', 'zh-TW', 'zh-CN', 'zh-HK') then catalogue_text_ngrams(text)
    else to_tsvector(case language_code
        when 'en-GB' then 'english'::regconfig
        when 'fr-FR' then 'french'::regconfig
        when 'de-DE' then 'german'::regconfig
        when 'hi' then 'hindi'::regconfig
        when 'pt-BR' then 'portuguese'::regconfig
        when 'fr-CA' then 'french'::regconfig
        when 'da' then 'danish'::regconfig
        when 'el' then 'greek'::regconfig
        when 'es-ES' then 'spanish'::regconfig
        when 'hu' then 'hungarian'::regconfig
        when 'id' then 'indonesian'::regconfig
        when 'it-IT' then 'italian'::regconfig
        when 'es-MX' then 'spanish'::regconfig
        when 'nl' then 'dutch'::regconfig
        when 'no-NO' then 'norwegian'::regconfig
        when 'pt-PT' then 'portuguese'::regconfig
        when 'ro' then 'romanian'::regconfig
        when 'ru-RU' then 'russian'::regconfig
        when 'sv' then 'swedish'::regconfig
        when 'tr' then 'turkish'::regconfig
        else 'simple'::regconfig
      end, text)
  end) stored;

-- One full-text index per language, as migration 007 made for five: search reads the caller's
-- language and English only, each from its own small index. fastupdate off as there (the
-- catalogue is written once, then read; PGlite runs no autovacuum to empty a pending list).
create index catalogue_texts_search_en_gb_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'en-GB';
create index catalogue_texts_search_fr_fr_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'fr-FR';
create index catalogue_texts_search_de_de_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'de-DE';
create index catalogue_texts_search_hi_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'hi';
create index catalogue_texts_search_pt_br_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'pt-BR';
create index catalogue_texts_search_fr_ca_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'fr-CA';
create index catalogue_texts_search_cs_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'cs';
create index catalogue_texts_search_da_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'da';
create index catalogue_texts_search_el_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'el';
create index catalogue_texts_search_es_es_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'es-ES';
create index catalogue_texts_search_hu_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'hu';
create index catalogue_texts_search_id_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'id';
create index catalogue_texts_search_it_it_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'it-IT';
create index catalogue_texts_search_ja_jp_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'ja-JP';
create index catalogue_texts_search_ko_kp_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'ko-KP';
create index catalogue_texts_search_es_mx_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'es-MX';
create index catalogue_texts_search_nl_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'nl';
create index catalogue_texts_search_no_no_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'no-NO';
create index catalogue_texts_search_pl_pl_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'pl-PL';
create index catalogue_texts_search_pt_pt_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'pt-PT';
create index catalogue_texts_search_ro_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'ro';
create index catalogue_texts_search_ru_ru_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'ru-RU';
create index catalogue_texts_search_sv_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'sv';
create index catalogue_texts_search_th_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'th';
create index catalogue_texts_search_tr_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'tr';
create index catalogue_texts_search_vi_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'vi';
create index catalogue_texts_search_zh_tw_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'zh-TW';
create index catalogue_texts_search_zh_cn_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'zh-CN';
create index catalogue_texts_search_zh_hk_idx on catalogue_texts using gin (search) with (fastupdate = off) where language_code = 'zh-HK';

-- One trigram index per language whose search has the typo tier (tier 4, word similarity of
-- lower(text)): every language but the n-gram ones. There a typo changes one or two of the
-- term's pairs; the trigrams of a three-character Japanese or Chinese term are one or two,
-- so similarity found texts sharing any character, noise rather than typos, and the tier is
-- not run (search-sql.ts). Their index would never be read.
drop index catalogue_texts_trigram_en_idx;
drop index catalogue_texts_trigram_fr_idx;
drop index catalogue_texts_trigram_de_idx;
drop index catalogue_texts_trigram_es_idx;
drop index catalogue_texts_trigram_it_idx;
create index catalogue_texts_trigram_en_gb_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'en-GB';
create index catalogue_texts_trigram_fr_fr_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'fr-FR';
create index catalogue_texts_trigram_de_de_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'de-DE';
create index catalogue_texts_trigram_hi_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'hi';
create index catalogue_texts_trigram_pt_br_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'pt-BR';
create index catalogue_texts_trigram_fr_ca_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'fr-CA';
create index catalogue_texts_trigram_cs_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'cs';
create index catalogue_texts_trigram_da_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'da';
create index catalogue_texts_trigram_el_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'el';
create index catalogue_texts_trigram_es_es_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'es-ES';
create index catalogue_texts_trigram_hu_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'hu';
create index catalogue_texts_trigram_id_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'id';
create index catalogue_texts_trigram_it_it_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'it-IT';
create index catalogue_texts_trigram_es_mx_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'es-MX';
create index catalogue_texts_trigram_nl_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'nl';
create index catalogue_texts_trigram_no_no_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'no-NO';
create index catalogue_texts_trigram_pl_pl_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'pl-PL';
create index catalogue_texts_trigram_pt_pt_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'pt-PT';
create index catalogue_texts_trigram_ro_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'ro';
create index catalogue_texts_trigram_ru_ru_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'ru-RU';
create index catalogue_texts_trigram_sv_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'sv';
create index catalogue_texts_trigram_tr_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'tr';
create index catalogue_texts_trigram_vi_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops) with (fastupdate = off) where language_code = 'vi';

analyze catalogue_texts;
