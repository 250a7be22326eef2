-- Input limits: required text is trimmed before its length is checked, text and arrays have
-- upper bounds, and the contact form (open to anonymous visitors) is rate-limited.
--
-- The constraints are added NOT VALID: they hold for every row written from now on, without
-- failing the migration on an older row that a looser rule once let in.

-- Blank: nothing but whitespace, tabs, line breaks and no-break spaces included.
create function private.is_blank(value text)
returns boolean
language sql
immutable
strict
set search_path = ''
as $$
  select btrim(value, E' \t\r\n\f' || chr(11) || chr(160)) = ''
$$;

-- The length of what is left once the surrounding whitespace is trimmed.
create function private.trimmed_length(value text)
returns integer
language sql
immutable
strict
set search_path = ''
as $$
  select char_length(btrim(value, E' \t\r\n\f' || chr(11) || chr(160)))
$$;

-- How many keys a JSON object has (null for anything else).
create function private.object_key_count(value jsonb)
returns integer
language sql
immutable
strict
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'object' then (select count(*)::integer from jsonb_object_keys(value)) end
$$;

revoke execute on function private.object_key_count(jsonb) from public;
grant execute on function private.object_key_count(jsonb) to authenticated, service_role;
revoke execute on function private.is_blank(text) from public;
revoke execute on function private.trimmed_length(text) from public;
grant execute on function private.is_blank(text) to anon, authenticated, service_role;
grant execute on function private.trimmed_length(text) to anon, authenticated, service_role;

-- profiles -------------------------------------------------------------------------------

alter table public.profiles
  add constraint profiles_full_name_limits check (private.trimmed_length(full_name) between 1 and 100) not valid,
  add constraint profiles_losing_marks_area_limits check (private.trimmed_length(losing_marks_area) between 1 and 200) not valid,
  add constraint profiles_review_frustration_limits check (private.trimmed_length(review_frustration) between 1 and 200) not valid,
  add constraint profiles_gk_study_method_limits check (private.trimmed_length(gk_study_method) between 1 and 200) not valid,
  add constraint profiles_dream_nlu_limits check (private.trimmed_length(dream_nlu) between 1 and 200) not valid,
  add constraint profiles_predicted_nlu_limits check (private.trimmed_length(predicted_nlu) between 1 and 100) not valid,
  add constraint profiles_exit_feedback_limits check (
    private.trimmed_length(exit_feedback) > 0 and char_length(exit_feedback) <= 1000
  ) not valid;

-- diagnostic_tests -----------------------------------------------------------------------
-- answers already has exactly 13 keys (private.is_diagnostic_answers); the subject lists may
-- name each of the five subjects at most once.

alter table public.diagnostic_tests
  add constraint diagnostic_tests_predicted_nlu_limits check (private.trimmed_length(predicted_nlu) between 1 and 100) not valid,
  add constraint diagnostic_tests_strengths_limits check (coalesce(cardinality(strengths), 0) <= 5) not valid,
  add constraint diagnostic_tests_weaknesses_limits check (coalesce(cardinality(weaknesses), 0) <= 5) not valid,
  add constraint diagnostic_tests_answers_limits check (private.object_key_count(answers) <= 13) not valid;

-- payment_submissions --------------------------------------------------------------------

alter table public.payment_submissions
  add constraint payment_submissions_notes_limits check (private.trimmed_length(notes) between 1 and 500) not valid,
  add constraint payment_submissions_reason_limits check (private.trimmed_length(reason) between 1 and 500) not valid;

-- contact_submissions --------------------------------------------------------------------

alter table public.contact_submissions
  add constraint contact_submissions_name_limits check (private.trimmed_length(name) between 1 and 100) not valid,
  add constraint contact_submissions_email_limits check (
    not private.is_blank(email) and char_length(email) <= 254
  ) not valid,
  add constraint contact_submissions_message_limits check (private.trimmed_length(message) between 1 and 5000) not valid;

-- What the rate limit looks up: recent messages, overall and per address.
create index contact_submissions_created_at on public.contact_submissions (created_at);
create index contact_submissions_email_created_at on public.contact_submissions (lower(btrim(email)), created_at);

-- Three messages per address per hour, and 30 per minute from everyone together, so that a
-- script cannot fill the operator's inbox or the table. Refused with SQLSTATE PT429, which
-- PostgREST answers as HTTP 429. Runs as its owner: the visitor may insert but not read.
create function private.limit_contact_submissions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := lower(btrim(new.email));
begin
  -- One writer at a time per address, and for the global count, so concurrent inserts
  -- cannot both see room for one more.
  perform pg_advisory_xact_lock(hashtext('contact_submissions:all'));
  perform pg_advisory_xact_lock(hashtext('contact_submissions:' || address));

  if (select count(*) from public.contact_submissions
      where created_at > now() - interval '1 minute') >= 30 then
    raise exception 'Too many messages are being sent right now. Please try again in a minute.'
      using errcode = 'PT429';
  end if;

  if (select count(*) from public.contact_submissions
      where lower(btrim(email)) = address and created_at > now() - interval '1 hour') >= 3 then
    raise exception 'You have sent several messages in the last hour. Please wait before sending another.'
      using errcode = 'PT429';
  end if;

  return new;
end;
$$;

revoke execute on function private.limit_contact_submissions() from public;

create trigger contact_submissions_rate_limit
  before insert on public.contact_submissions
  for each row execute function private.limit_contact_submissions();
