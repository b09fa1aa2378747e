-- Typo-tolerant description search (issue 20): the distinct words of the catalogue texts of
-- each language written with words (every language but the n-gram ones of migration 020),
-- and their deletion neighbourhood: each word with each one of its characters left out, and
-- the word itself. Two words are at most one typo apart (a character replaced, missing, added,
-- or two neighbours swapped) only if their neighbourhoods share a string, so the words a
-- misspelt term word may mean are one index lookup of its own neighbourhood (a few dozen
-- strings), checked exactly afterwards (word-corrections.ts). The search then asks full text
-- for those words (search-sql.ts). Words are few whatever the number of page parts: a few
-- thousand per language, where the trigram similarity of migration 020 read every text.
--
-- Words of three characters or more only: shorter ones are one typo from too many others.
-- Words are the lower-case runs between the separators migration 020 cuts n-grams on.
create function catalogue_text_words(content text) returns setof text
language sql immutable strict parallel safe
as $$
  select distinct word
  from regexp_split_to_table(lower(content), '[ \t\n\r\u00a0\u3000!-/:-@\[-`{-~\u2010-\u2027\u3001-\u3003\u3008-\u3011\u3014-\u301f\u30fb\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+') as word
  where char_length(word) >= 3
$$;

-- The word and the word with each one of its characters (code points) left out.
create function catalogue_word_neighbourhood(word text) returns setof text
language sql immutable strict parallel safe
as $$
  select word
  union
  select overlay(word placing '' from position for 1) from generate_series(1, char_length(word)) as position
$$;

create table catalogue_words (
  language_code text not null,
  word text not null,
  primary key (language_code, word)
);

-- The did-you-mean suggestion's nearest word when no word is one typo away (search-suggestion.ts).
create index catalogue_words_trigram_idx on catalogue_words using gin (word public.gin_trgm_ops);

create table catalogue_word_deletions (
  language_code text not null,
  deletion text not null,
  word text not null,
  primary key (language_code, deletion, word)
);

-- Kept with the texts by statement triggers, so that every way texts arrive (the seed, the
-- translation top-up, a test's own wording) brings its words. Words whose last text changed
-- stay: a search for them finds no text, and a suggestion is offered only when it finds parts.
create function catalogue_words_of_texts() returns trigger
language plpgsql
as $$
begin
  with added as (
    insert into catalogue_words (language_code, word)
    select distinct t.language_code, w.word
    from changed_texts t cross join lateral catalogue_text_words(t.text) as w(word)
    where t.language_code not in ('ja-JP', 'ko-KP', 'th', 'zh-TW', 'zh-CN', 'zh-HK')
    on conflict do nothing
    returning language_code, word
  )
  insert into catalogue_word_deletions (language_code, deletion, word)
  select a.language_code, d.deletion, a.word
  from added a cross join lateral catalogue_word_neighbourhood(a.word) as d(deletion)
  on conflict do nothing;
  return null;
end;
$$;

-- One trigger per event: a trigger with transition tables may have only one.
create trigger catalogue_texts_words_on_insert after insert on catalogue_texts
  referencing new table as changed_texts for each statement execute function catalogue_words_of_texts();
create trigger catalogue_texts_words_on_update after update on catalogue_texts
  referencing new table as changed_texts for each statement execute function catalogue_words_of_texts();

-- The words of texts seeded before this migration.
insert into catalogue_words (language_code, word)
select distinct t.language_code, w.word
from catalogue_texts t cross join lateral catalogue_text_words(t.text) as w(word)
where t.language_code not in ('ja-JP', 'ko-KP', 'th', 'zh-TW', 'zh-CN', 'zh-HK');

insert into catalogue_word_deletions (language_code, deletion, word)
select w.language_code, d.deletion, w.word
from catalogue_words w cross join lateral catalogue_word_neighbourhood(w.word) as d(deletion);

-- The trigram indexes of migration 020 served the typo tier these words replace (word
-- similarity missed one typo in a short word: 'gaskit' is 0.57 like 'gasket', under 0.6).
drop index catalogue_texts_trigram_en_gb_idx;
drop index catalogue_texts_trigram_fr_fr_idx;
drop index catalogue_texts_trigram_de_de_idx;
drop index catalogue_texts_trigram_hi_idx;
drop index catalogue_texts_trigram_pt_br_idx;
drop index catalogue_texts_trigram_fr_ca_idx;
drop index catalogue_texts_trigram_cs_idx;
drop index catalogue_texts_trigram_da_idx;
drop index catalogue_texts_trigram_el_idx;
drop index catalogue_texts_trigram_es_es_idx;
drop index catalogue_texts_trigram_hu_idx;
drop index catalogue_texts_trigram_id_idx;
drop index catalogue_texts_trigram_it_it_idx;
drop index catalogue_texts_trigram_es_mx_idx;
drop index catalogue_texts_trigram_nl_idx;
drop index catalogue_texts_trigram_no_no_idx;
drop index catalogue_texts_trigram_pl_pl_idx;
drop index catalogue_texts_trigram_pt_pt_idx;
drop index catalogue_texts_trigram_ro_idx;
drop index catalogue_texts_trigram_ru_ru_idx;
drop index catalogue_texts_trigram_sv_idx;
drop index catalogue_texts_trigram_tr_idx;
drop index catalogue_texts_trigram_vi_idx;

analyze catalogue_words, catalogue_word_deletions;
