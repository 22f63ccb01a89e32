-- Names other people see.
-- - A group shows each member by the name they chose (full name, else username) and never by their e-mail
--   address or any part of it: sign-up fills both names with the address's local part when none is typed,
--   and a client may send anything, so the rule is kept here, where every reader passes.
-- - A member without a chosen name is "Member".

create function public.chosen_name(name text, email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when nullif(btrim(name), '') is null then null
    when email is not null and lower(btrim(name)) in (lower(btrim(email)), lower(split_part(btrim(email), '@', 1)))
      then null
    else btrim(name)
  end;
$$;
comment on function public.chosen_name(text, text) is
  'A profile name as others may see it: trimmed, or null when blank or when it is the e-mail address or '
  'its part before the @ (the sign-up default, never chosen).';

create or replace function public.group_member_summaries(gid uuid)
returns table (
  user_id uuid,
  display_name text,
  username text,
  avatar_url text,
  longest_streak integer,
  one_thing_title text,
  role text,
  joined_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  if not public.is_group_member(gid) then
    raise exception 'Not a member of this group' using errcode = '42501';
  end if;

  return query
  select
    m.user_id,
    coalesce(public.chosen_name(p.full_name, u.email), public.chosen_name(p.username, u.email), 'Member'),
    public.chosen_name(p.username, u.email),
    p.avatar_url,
    coalesce((
      select max(public.habit_current_streak(h, public.user_today(m.user_id)))
      from public.habits h where h.user_id = m.user_id
    ), 0)::integer,
    case when coalesce(p.share_one_thing, false) then (
      select g.title from public.one_thing_goals g
      where g.user_id = m.user_id and g.is_active
      limit 1
    ) end,
    m.role,
    m.joined_at
  from public.group_members m
  left join public.profiles p on p.user_id = m.user_id
  left join auth.users u on u.id = m.user_id
  where m.group_id = gid
  order by (m.role = 'owner') desc, m.joined_at, m.user_id;
end;
$$;
comment on function public.group_member_summaries(uuid) is
  'What a group page shows about each member (members only): the chosen name (never the e-mail address or its '
  'local part; "Member" without one), username (likewise), avatar, best current streak (longest_streak), and '
  'the active ONE Thing only for members who opted in.';

revoke execute on all functions in schema public from public, anon;
