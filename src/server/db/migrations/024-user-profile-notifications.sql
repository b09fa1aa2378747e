-- Every change to a user's EPCUsers profile is announced on the channel
-- epc_user_profile_changed with the user's id, once the change commits (issue 19): each server
-- process keeps the profiles the access policy reads in memory (src/server/access) and forgets
-- one the moment it is announced, so an admin's change of role or status still counts at once,
-- in every process. Whatever path writes the row (data API, sign-in, admin, sync, fulfilment,
-- a seed or a hand-made SQL statement), the trigger sees it. Emptying the table announces '*'.
create function announce_epc_user_profile_change() returns trigger
language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.type = 'EPCUsers' then
    perform pg_notify('epc_user_profile_changed', old.key);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.type = 'EPCUsers' then
    perform pg_notify('epc_user_profile_changed', new.key);
  end if;
  return null;
end;
$$;

create trigger custom_objects_announce_epc_user_profile_change
  after insert or update or delete on custom_objects
  for each row execute function announce_epc_user_profile_change();

create function announce_all_epc_user_profiles_changed() returns trigger
language plpgsql as $$
begin
  perform pg_notify('epc_user_profile_changed', '*');
  return null;
end;
$$;

create trigger custom_objects_announce_truncate
  after truncate on custom_objects
  for each statement execute function announce_all_epc_user_profiles_changed();
