-- The document tiles of each vehicle catalogue (catalogue spec, section 2: bulletins, common
-- preface, main preface, overlay repair). POST /getPartPDF draws a document's PDF from its row
-- on request, so only what identifies and titles a document is kept. Titles are catalogue
-- texts (catalogue_texts), translated and falling back to English like section names.
create table catalogue_documents (
  epc_part_file_ref text primary key,
  catalogue_id text not null references catalogue_nodes (cat_hie_id),
  document_type text not null check (document_type in ('bulletins', 'commonPreface', 'mainPreface', 'overlayRepair')),
  -- The tiles' order within the catalogue.
  sort_order int not null,
  title_text_id int not null,
  -- The major section a bulletin is about; null for the other types.
  subject_section_id text references catalogue_nodes (cat_hie_id)
);

create index catalogue_documents_catalogue_idx on catalogue_documents (catalogue_id, sort_order);

-- A section bundle reads a section with everything below it: the nodes whose parent tree
-- holds the section's id (parent_tree @> array[id]). Without fastupdate, rows go straight
-- into the index: PGlite runs no vacuum, so a pending list filled by the seed would never be
-- merged, and the planner, costing the scan of that list, would never use the index.
create index catalogue_nodes_parent_tree_idx on catalogue_nodes using gin (parent_tree) with (fastupdate = off);
