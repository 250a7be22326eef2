-- NyayaPath All-India Mock: scheduled papers, sat by every taker against the server's clock and
-- marked by the server, so that scores, percentiles and ranks compare students who sat the same
-- paper.
--
-- 1. mock_series_papers: a paper an operator schedules (its window and the fixed 120 questions,
--    stored as the passages and how many of their questions are asked, as full mocks store them).
--    Students may read a paper's title and window; the paper itself (which passages) only the
--    server reads, and only the server writes.
-- 2. mock_series_attempts: one attempt a student a paper (the unique key holds however many
--    starts race), its deadline fixed at the start, the answers saved as she goes and, once
--    submitted, the marks the server gave. A student reads her own; only the server writes.
-- 3. leaderboard_preferences: whether a student appears on leaderboards, and under which name
--    (never her e-mail). Off by default. A student reads her own; the server writes it.
-- 4. mock_series_score_counts: how many submitted attempts of a paper have each score (a paper
--    has at most 601 scores, -30 to 120 in quarters), kept by triggers with every submission, so
--    a rank, a percentile and the median are counted over a few hundred rows however many
--    thousands sat the paper. Only the server reads it.

create table public.mock_series_papers (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  paper jsonb not null,
  created_by uuid not null references auth.users (id),
  created_at timestamptz not null default now(),
  constraint mock_series_papers_title check (char_length(title) between 3 and 120),
  constraint mock_series_papers_window check (opens_at < closes_at),
  constraint mock_series_papers_paper check (
    jsonb_typeof(paper) = 'object'
    and jsonb_typeof(paper -> 'sets') = 'array'
    and jsonb_array_length(paper -> 'sets') between 1 and 60
    and pg_column_size(paper) <= 16384
  )
);

create index mock_series_papers_by_opening on public.mock_series_papers (opens_at desc);

comment on table public.mock_series_papers is
  'All-India Mock papers: the window an operator scheduled and the fixed paper every taker sits. Written by the NyayaPath server only.';

alter table public.mock_series_papers enable row level security;

revoke all on table public.mock_series_papers from anon, authenticated;
-- The schedule, not the paper: which passages are asked stays on the server.
grant select (id, title, opens_at, closes_at) on table public.mock_series_papers to authenticated;

create policy "Students see the schedule of series papers"
  on public.mock_series_papers for select
  to authenticated
  using (true);

create table public.mock_series_attempts (
  id uuid primary key default gen_random_uuid(),
  paper_id uuid not null references public.mock_series_papers (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  started_at timestamptz not null,
  deadline timestamptz not null,
  answers jsonb not null default '{}'::jsonb,
  submitted_at timestamptz,
  score double precision,
  correct integer,
  wrong integer,
  unanswered integer,
  sections jsonb,
  time_taken_ms integer,
  constraint mock_series_attempts_one_a_paper unique (paper_id, user_id),
  constraint mock_series_attempts_deadline check (deadline > started_at and deadline <= started_at + interval '120 minutes'),
  constraint mock_series_attempts_answers check (jsonb_typeof(answers) = 'object' and pg_column_size(answers) <= 8192),
  -- Submitted means marked: the marks come with the submission, all of them.
  constraint mock_series_attempts_marked check (
    (submitted_at is null and score is null and correct is null and wrong is null and unanswered is null and sections is null and time_taken_ms is null)
    or (
      submitted_at is not null
      -- Spelled out: a null in a check passes it.
      and score is not null and correct is not null and wrong is not null and unanswered is not null
      and sections is not null and time_taken_ms is not null
      and score between -30 and 120
      and correct >= 0 and wrong >= 0 and unanswered >= 0 and correct + wrong + unanswered = 120
      and jsonb_typeof(sections) = 'array'
      and time_taken_ms between 0 and 7200000
    )
  )
);

-- Rank and percentile: counts above and below a score among a paper's submitted attempts.
create index mock_series_attempts_standing on public.mock_series_attempts (paper_id, score) where submitted_at is not null;
-- The sweep: attempts still open, by deadline.
create index mock_series_attempts_open on public.mock_series_attempts (deadline) where submitted_at is null;
create index mock_series_attempts_by_student on public.mock_series_attempts (user_id);

comment on table public.mock_series_attempts is
  'One attempt a student a series paper: deadline fixed at the start, answers saved as she goes, the marks the server gave. Written by the NyayaPath server only.';

alter table public.mock_series_attempts enable row level security;

revoke all on table public.mock_series_attempts from anon, authenticated;
grant select on table public.mock_series_attempts to authenticated;

create policy "Students read their own series attempts"
  on public.mock_series_attempts for select
  to authenticated
  using ((select auth.uid()) = user_id);

create table public.leaderboard_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  display_name text,
  opt_in boolean not null default false,
  updated_at timestamptz not null default now(),
  constraint leaderboard_preferences_name check (
    display_name is null or (char_length(display_name) between 2 and 30 and position('@' in display_name) = 0)
  ),
  constraint leaderboard_preferences_named_when_shown check (not opt_in or display_name is not null)
);

comment on table public.leaderboard_preferences is
  'Whether a student appears on series leaderboards, and under which display name. Off by default. Written by the NyayaPath server only.';

alter table public.leaderboard_preferences enable row level security;

revoke all on table public.leaderboard_preferences from anon, authenticated;
grant select on table public.leaderboard_preferences to authenticated;

create policy "Students read their own leaderboard choice"
  on public.leaderboard_preferences for select
  to authenticated
  using ((select auth.uid()) = user_id);

create table public.mock_series_score_counts (
  paper_id uuid not null references public.mock_series_papers (id) on delete cascade,
  score double precision not null,
  takers integer not null,
  primary key (paper_id, score),
  constraint mock_series_score_counts_takers check (takers >= 0)
);

comment on table public.mock_series_score_counts is
  'Submitted attempts of each series paper by score, kept by triggers on mock_series_attempts: what ranks and percentiles are counted from.';

alter table public.mock_series_score_counts enable row level security;

revoke all on table public.mock_series_score_counts from anon, authenticated;

create function private.count_series_score(paper uuid, mark double precision, change integer)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.mock_series_score_counts as counts (paper_id, score, takers) values (paper, mark, greatest(change, 0))
  on conflict (paper_id, score) do update set takers = counts.takers + change;
$$;

create function private.series_attempt_counted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.submitted_at is not null then
    perform private.count_series_score(old.paper_id, old.score, -1);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.submitted_at is not null then
    perform private.count_series_score(new.paper_id, new.score, 1);
  end if;
  return null;
end;
$$;

revoke execute on function private.count_series_score(uuid, double precision, integer) from public;
revoke execute on function private.series_attempt_counted() from public;

create trigger mock_series_attempts_counted_on_insert
  after insert on public.mock_series_attempts
  for each row when (new.submitted_at is not null)
  execute function private.series_attempt_counted();

create trigger mock_series_attempts_counted_on_update
  after update of submitted_at, score, paper_id on public.mock_series_attempts
  for each row when (old.submitted_at is distinct from new.submitted_at or old.score is distinct from new.score or old.paper_id is distinct from new.paper_id)
  execute function private.series_attempt_counted();

create trigger mock_series_attempts_counted_on_delete
  after delete on public.mock_series_attempts
  for each row when (old.submitted_at is not null)
  execute function private.series_attempt_counted();
