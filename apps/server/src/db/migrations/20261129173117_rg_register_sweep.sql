-- The mailbox an e-mail address reaches, as the exclusion register writes it (normalizeEmail in
-- responsible-gaming.identifiers.ts, which a test holds this to): lower case; for Gmail dots
-- removed and a +tag dropped, the domain as gmail.com; for providers known to deliver +tag
-- addresses the +tag dropped. When a person self-excludes, their existing accounts are found by it.
create function rg_mailbox(address text) returns text
language sql immutable strict parallel safe
as $$
  select case
    when p.local is null or p.local = '' then p.l
    when p.domain in ('gmail.com', 'googlemail.com') then
      coalesce(nullif(replace(split_part(p.local, '+', 1), '.', ''), ''), p.local) || '@gmail.com'
    when p.domain in ('outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com',
        'fastmail.com', 'fastmail.fm', 'proton.me', 'protonmail.com', 'pm.me', 'yandex.ru', 'yandex.com', 'ya.ru') then
      coalesce(nullif(split_part(p.local, '+', 1), ''), p.local) || '@' || p.domain
    else p.local || '@' || p.domain
  end
  from (
    select a.l, substring(a.l from '^(.*)@[^@]*$') as local, substring(a.l from '@([^@]*)$') as domain
    from (select lower(btrim(address)) as l) as a
  ) as p
$$;

create index users_rg_mailbox on users (rg_mailbox(email)) where email is not null;
-- A name with a date of birth is matched among the accounts born that day.
create index users_birthday on users (birthday) where birthday is not null;
-- Who has shown a device, a verified name or a document.
create index rg_account_identifiers_value on rg_account_identifiers (kind, value);
