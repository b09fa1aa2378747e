-- The recommendation service (shell spec, section 7): what shoppers did with products and
-- recommendations (viewProduct, viewReco, clickReco, addToCart), and the index that lets
-- 'often bought together' read which saved shopping lists hold a part.
--
-- One row per product an activity names: viewReco and addToCart name several at once. A
-- shopper is known by userId when signed in, else only by cookieId (the session's usid);
-- visitor_id is whichever identifies them, so one visitor's add-to-carts form one basket.
create table recommendation_activities (
  activity_id bigint generated always as identity primary key,
  site_id text not null,
  activity text not null check (activity in ('viewProduct', 'viewReco', 'clickReco', 'addToCart')),
  user_id text,
  cookie_id text not null,
  visitor_id text generated always as (coalesce(user_id, cookie_id)) stored,
  product_id text not null,
  -- Set for viewReco and clickReco: which answer of the service was seen or used.
  recommender_name text,
  reco_uuid uuid,
  created_at timestamptz not null default now()
);

-- 'Often bought together' finds the visitors who added a part (activity, product) and then
-- everything those visitors added (activity, visitor); 'recently viewed' reads one visitor's
-- views, newest first.
create index recommendation_activities_product_idx on recommendation_activities (activity, product_id, visitor_id);
create index recommendation_activities_visitor_idx on recommendation_activities (activity, visitor_id, created_at desc);

-- The part numbers of a saved EPCShoplist record (catalogue spec, section 3: c_shoplistJSON
-- is an array of lines, each a JSON string holding partNumber). Lists written by older clients
-- may hold objects or lines that are not JSON at all: those lines are skipped rather than
-- failing the write of the record, as the server's own reading of lists does
-- (src/server/shopping-list/shopping-list-record.ts). Immutable, so it can back an index.
create function shopping_list_part_numbers(list jsonb) returns text[]
language plpgsql immutable parallel safe
as $$
declare
  lines jsonb := list -> 'c_shoplistJSON';
  item jsonb;
  parsed jsonb;
  found text[] := '{}';
begin
  if jsonb_typeof(lines) is distinct from 'array' then
    return found;
  end if;
  -- Every line parsed in one statement; only a list with a broken line pays for one
  -- exception block per line below.
  begin
    select coalesce(array_agg(distinct part_number order by part_number), '{}') into found
    from (
      select case jsonb_typeof(line) when 'string' then (line #>> '{}')::jsonb else line end ->> 'partNumber' as part_number
      from jsonb_array_elements(lines) as line
    ) as parsed_lines
    where part_number <> '';
    return found;
  exception when invalid_text_representation then
    found := '{}';
  end;
  for item in select value from jsonb_array_elements(lines) loop
    begin
      parsed := case jsonb_typeof(item) when 'string' then (item #>> '{}')::jsonb else item end;
      if parsed ->> 'partNumber' <> '' and not (parsed ->> 'partNumber') = any(found) then
        found := found || (parsed ->> 'partNumber');
      end if;
    exception when invalid_text_representation then
      null;
    end;
  end loop;
  return (select coalesce(array_agg(part_number order by part_number), '{}') from unnest(found) as part_number);
end;
$$;

-- Which lists hold any of these parts: an index probe per part instead of parsing every list.
-- fastupdate off, as in migration 007: lists are saved one at a time, and with the default
-- they would wait in the index's pending list, which every lookup then reads row by row.
create index custom_objects_shopping_list_parts_idx
  on custom_objects using gin (shopping_list_part_numbers(data))
  with (fastupdate = off)
  where type = 'EPCShoplist';
