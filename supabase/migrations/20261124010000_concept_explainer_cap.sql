-- NyayaPath: the concept explainer's daily cap, counted by the database.
--
-- The concept-explainer edge function calls this through the Data API with the student's own
-- token before every model call. Students may not write usage_counters, so the count is taken
-- by this security definer function, for auth.uid() only: a student can spend nobody's
-- allowance but their own.

create function public.take_concept_explainer_call(daily_cap integer)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  student uuid := auth.uid();
  counted integer;
begin
  if student is null then
    return false;
  end if;

  -- One statement checks the running plan and counts the call, so parallel calls cannot pass
  -- the cap: a conflicting insert waits for the row and re-checks `used < daily_cap` on it.
  -- No plan (or a cap below 1) inserts nothing, leaving no counter row behind.
  insert into public.usage_counters as counter (user_id, feature, period, used, updated_at)
  select student, 'conceptExplainer', 'day:' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), 1, now()
  where daily_cap >= 1
    and exists (
      select from public.subscriptions plan
      where plan.user_id = student and plan.valid_till >= now()
    )
  on conflict (user_id, feature, period) do update
    set used = counter.used + 1, updated_at = now()
    where counter.used < daily_cap
  returning counter.used into counted;

  return counted is not null;
end;
$$;

-- Supabase grants execute on new functions to anon (and PUBLIC has it by default): only a
-- signed-in student may take a call.
revoke execute on function public.take_concept_explainer_call(integer) from public, anon;
grant execute on function public.take_concept_explainer_call(integer) to authenticated;
