-- Supersessions (issue 20): each row is one step of a replacement chain, a part and a part
-- that replaces it directly. A chain is a run of steps (A by B, B by C); a kit replacing
-- several parts is one row per part, and a part replaced by several is one row per
-- replacement. The current part(s) are where the steps end, found by walking them
-- (src/domain/catalogue/supersession.ts), which tolerates loops in bad data.
create table part_supersessions (
  part_number text not null references parts (part_number),
  replaced_by text not null references parts (part_number),
  primary key (part_number, replaced_by),
  check (part_number <> replaced_by)
);

-- The walk goes forwards by the primary key; this index answers "what does it replace".
create index part_supersessions_replaced_by_idx on part_supersessions (replaced_by);
