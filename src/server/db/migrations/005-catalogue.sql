-- The vehicle parts catalogue: models, the section hierarchy (vehicle catalogue, major,
-- minor and page sections), parts and the parts shown on each page, decodable vehicles, and
-- the translated texts they share. Descriptions are kept once per distinct text and language
-- (catalogue_texts), because the same component name appears on thousands of pages: search
-- then scans a few thousand texts instead of every page part.
--
-- pg_trgm goes into public and is named with its schema, so that a test schema dropped with
-- cascade never takes the extension of other schemas with it.
create extension if not exists pg_trgm schema public;

create table catalogue_texts (
  text_id int not null,
  language_code text not null references languages (code),
  text text not null,
  -- Stored, because building tsvectors at query time costs seconds over many rows.
  search tsvector generated always as (to_tsvector(
    case language_code
      when 'en-GB' then 'english'::regconfig
      when 'fr-FR' then 'french'::regconfig
      when 'de-DE' then 'german'::regconfig
      when 'es-ES' then 'spanish'::regconfig
      when 'it-IT' then 'italian'::regconfig
      else 'simple'::regconfig
    end, text)) stored,
  primary key (text_id, language_code)
);

create index catalogue_texts_search_idx on catalogue_texts using gin (search);
create index catalogue_texts_trigram_idx on catalogue_texts using gin (lower(text) public.gin_trgm_ops);

create table vehicle_models (
  model_code text primary key,
  brand text not null check (brand in ('arden', 'corvid')),
  model_name text not null,
  image_url text not null
);

-- One row per catalogue node. A vehicle catalogue (one model and model year) has the brand
-- id as its parent; its major, minor and page sections hang below it.
create table catalogue_nodes (
  cat_hie_id text primary key,
  node_kind text not null check (node_kind in ('vehicle', 'major', 'minor', 'page')),
  parent_id text not null,
  catalogue_id text not null,
  brand text not null check (brand in ('arden', 'corvid')),
  -- Ids from the brand down to the parent.
  parent_tree text[] not null,
  sort_order int not null,
  -- Null for a vehicle catalogue, whose description is its model name and year.
  text_id int,
  model_code text not null references vehicle_models (model_code),
  model_year int not null,
  section_number text not null,
  page_ids text[] not null default '{}',
  exclude_from_download boolean not null default false,
  note_count int not null default 0,
  image_url text
);

create index catalogue_nodes_parent_idx on catalogue_nodes (parent_id, sort_order);

create table parts (
  part_number text primary key,
  -- Upper case without separators, so 'k8d2 2b120ab' finds 'K8D2-2B120-AB'.
  search_key text not null,
  text_id int not null,
  brand text not null check (brand in ('arden', 'corvid'))
);

create index parts_search_key_idx on parts (search_key text_pattern_ops);
create index parts_search_key_trigram_idx on parts using gin (search_key public.gin_trgm_ops);
create index parts_text_id_idx on parts (text_id);

create table page_parts (
  page_id text not null,
  line_number int not null,
  catalogue_id text not null,
  call_out_code text not null,
  part_number text not null,
  quantity text not null check (quantity ~ '^([1-9][0-9]*|A/R)$'),
  section_number text not null,
  -- The part applies to a vehicle that has every one of these feature codes.
  required_features text[] not null default '{}',
  is_duplicate boolean not null default false,
  primary key (page_id, line_number)
);

create index page_parts_catalogue_part_idx on page_parts (catalogue_id, part_number);
create index page_parts_part_idx on page_parts (part_number);

create table feature_codes (
  code text primary key,
  family text not null,
  text_id int not null
);

create table vehicles (
  vin char(17) primary key,
  registration_number text,
  -- Upper case without spaces.
  registration_key text unique,
  catalogue_id text not null references catalogue_nodes (cat_hie_id),
  market_code char(2) not null references markets (code),
  feature_codes text[] not null
);
