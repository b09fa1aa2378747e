-- A refused sync operation is remembered with a stable code beside its English reason, so a
-- replay of its key is refused again with the same code (docs/sync.md lists them). Refusals
-- recorded before codes existed get the code their message stands for.
alter table sync_applied_operations add column rejected_code text;

update sync_applied_operations
set rejected_code = case
  when rejected_message = 'Unknown action.' then 'unknown-action'
  when rejected_message = 'Unknown entity.' then 'unknown-entity'
  when rejected_message = 'Bookmark name already exists.' then 'rule-violated'
  else 'invalid-field'
end
where rejected_message is not null;
