-- Banners and policy pages run by operators as drafts and published versions (docs/backoffice.md, "Content").
-- A banner's columns hold the operators' working copy; `published` holds the version players see.
alter table banners add column status text not null default 'draft';
alter table banners add constraint banners_status_check check (status in ('draft', 'published', 'archived'));
alter table banners add column starts_at timestamptz;
alter table banners add column ends_at timestamptz;
alter table banners add column published jsonb;
alter table banners add column published_at timestamptz;
alter table banners add column updated_at timestamptz not null default now();

update banners
set status = case when is_active then 'published' else 'archived' end,
  published = jsonb_build_object(
    'image', image,
    'path', path,
    'titles', titles,
    'descriptions', descriptions,
    'position', position,
    'starts_at', null,
    'ends_at', null
  ),
  published_at = now();

alter table banners drop column is_active;

create sequence banners_id_seq owned by banners.id;
select setval('banners_id_seq', coalesce((select max(id) from banners), 0) + 1, false);
alter table banners alter column id set default nextval('banners_id_seq');

-- A policy page's draft per language; `content_pages` holds the published version players see.
create table content_page_drafts (
  slug text not null,
  language text not null,
  title text not null,
  body text not null,
  updated_at timestamptz not null default now(),
  primary key (slug, language)
);
