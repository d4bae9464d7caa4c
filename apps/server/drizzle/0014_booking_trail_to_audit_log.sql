-- The booking trails written before the audit log (decision 0025): each event becomes a row of entity 'booking', its
-- values under the event's name, as the booking module writes them since. The same statement as
-- COPY_BOOKING_TRAIL in src/modules/audit/audit.repository.ts (rows already copied are left).
insert into audit_log
  (organisation_id, property_id, entity, entity_id, action, event, changes, user_id, user_name, created_at)
select p.organisation_id, ba.property_id, 'booking', ba.booking_id::text,
  case when ba.type in ('NEW_BOOKING', 'NEW_ENQUIRY') then 'create' else 'update' end,
  ba.type,
  case when ba.previous_value is null and ba.new_value is null then '{}'::jsonb
    else jsonb_build_object(ba.type, jsonb_build_array(ba.previous_value, ba.new_value)) end,
  ba.user_id, ba.user_name, ba.created_at
from booking_audit ba
join property p on p.id = ba.property_id
where not exists (
  select 1 from audit_log a
  where a.entity = 'booking' and a.entity_id = ba.booking_id::text and a.event = ba.type
    and a.created_at = ba.created_at
)
order by ba.created_at, ba.id;
