-- NyayaPath server: plans, payments, usage metering and the operator's audit trail.
--
-- Only the NyayaPath server writes these tables (it connects as the database owner, which
-- row-level security does not restrict). Students may read their own plan, payments and usage
-- through the Data API; nobody else may read or write anything here.

-- subscriptions: the paid plan each student holds; approving a payment creates or extends it --

create table public.subscriptions (
  user_id uuid primary key references auth.users (id) on delete cascade,
  plan text not null check (plan in ('daily', 'monthly')),
  valid_from timestamptz not null,
  valid_till timestamptz not null,
  updated_at timestamptz not null default now(),
  check (valid_till > valid_from)
);

-- payment_submissions: UPI payments waiting for, or decided by, an operator -------------

create table public.payment_submissions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- From the student's token, so the operator can tell who paid.
  email text check (char_length(email) <= 254),
  plan text not null check (plan in ('daily', 'monthly')),
  -- Rupees, from the server's price list, never from the client.
  amount integer not null check (amount > 0),
  banking_name text not null check (char_length(banking_name) between 1 and 100 and banking_name = btrim(banking_name)),
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  notes text check (char_length(notes) between 1 and 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reviewer_id uuid,
  reviewer_email text check (char_length(reviewer_email) <= 254),
  reason text check (char_length(reason) between 1 and 500),
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  -- When the student's app confirmed the approval and the usage counters were reset: once.
  confirmed_at timestamptz,
  check ((status = 'pending') = (decided_at is null)),
  check (status <> 'rejected' or reason is not null),
  check (confirmed_at is null or status = 'approved')
);

-- A repeated submission (same student, plan and last 4 digits while one is pending) returns
-- the pending one instead of queueing a duplicate for the operator.
create unique index payment_submissions_one_pending_idx
  on public.payment_submissions (user_id, plan, last4) where status = 'pending';
create index payment_submissions_queue_idx on public.payment_submissions (status, submitted_at desc);
create index payment_submissions_user_idx on public.payment_submissions (user_id, submitted_at desc);

-- usage_counters: uses of each AI feature, counted atomically by the server --------------
-- period 'plan' is the allowance of the plan in force (5 free, 35 paid), reset when an approved
-- payment is confirmed; 'day:YYYY-MM-DD' periods hold daily caps.

create table public.usage_counters (
  user_id uuid not null references auth.users (id) on delete cascade,
  feature text not null check (
    feature in ('aiDoubtSolver', 'topicPractice', 'materialPractice', 'conceptExplainer', 'studyAdvice')
  ),
  period text not null check (period = 'plan' or period ~ '^day:[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  used integer not null default 0 check (used >= 0),
  updated_at timestamptz not null default now(),
  primary key (user_id, feature, period)
);

-- operator_audit: every decision an operator makes, kept even when the student is deleted ---

create table public.operator_audit (
  id bigint generated always as identity primary key,
  operator_id uuid not null,
  operator_email text check (char_length(operator_email) <= 254),
  action text not null check (action in ('approve', 'reject')),
  payment_id uuid not null,
  reason text check (char_length(reason) <= 500),
  created_at timestamptz not null default now()
);

create index operator_audit_recent_idx on public.operator_audit (created_at desc);

-- free_trials: when a student chose the free allowance over a plan (first time only) -------

create table public.free_trials (
  user_id uuid primary key references auth.users (id) on delete cascade,
  started_at timestamptz not null default now()
);

-- demo_registrations: the registration the app sends straight after sign-up --------------
-- No password is stored: the server knows students by their verified token.

create table public.demo_registrations (
  email text primary key check (char_length(email) between 3 and 254 and email = lower(btrim(email))),
  username text not null check (char_length(username) between 1 and 100),
  registered_at timestamptz not null default now()
);

-- tutor_progress: the practice sets each student has been served, so none repeats too soon --

create table public.tutor_progress (
  user_id uuid primary key references auth.users (id) on delete cascade,
  progress jsonb not null check (jsonb_typeof(progress) = 'object' and pg_column_size(progress) <= 65536),
  updated_at timestamptz not null default now()
);

-- Row-level security and grants ------------------------------------------------------------

alter table public.subscriptions enable row level security;
alter table public.payment_submissions enable row level security;
alter table public.usage_counters enable row level security;
alter table public.operator_audit enable row level security;
alter table public.free_trials enable row level security;
alter table public.demo_registrations enable row level security;
alter table public.tutor_progress enable row level security;

revoke all on table
  public.subscriptions,
  public.payment_submissions,
  public.usage_counters,
  public.operator_audit,
  public.free_trials,
  public.demo_registrations,
  public.tutor_progress
from anon, authenticated;

grant select on table public.subscriptions, public.payment_submissions, public.usage_counters to authenticated;

create policy "Students read their own plan"
  on public.subscriptions for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Students read their own payments"
  on public.payment_submissions for select
  to authenticated
  using ((select auth.uid()) = user_id);

create policy "Students read their own usage"
  on public.usage_counters for select
  to authenticated
  using ((select auth.uid()) = user_id);
