-- Each sync that records new keys forgets the user's keys older than the retention period
-- (forgetOldOperations). The primary key orders a user's keys by key, not by age, so that
-- delete read every key the user had sent in the retention period; by (user, time) it reads
-- only the expired ones.
create index sync_applied_operations_by_age on sync_applied_operations (user_id, applied_at);
