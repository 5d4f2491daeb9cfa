-- Promotions, their categories and tags run by operators (docs/backoffice.md, "Content", "Promotions").
-- `promotions` and `promotion_translations` keep the version players see (`is_active`: on the site now,
-- false once unpublished); `promotion_drafts` keeps every promotion's working copy, edited freely and
-- copied into them on publish. A promotion that was never published has a draft and no `promotions` row.
create table promotion_drafts (
  id integer primary key,
  -- image, category_ids, tag_ids, starts_at, ends_at (ISO text), promo_code, action, action_path,
  -- position, and titles, descriptions, bodies, action_labels per language.
  version jsonb not null,
  updated_at timestamptz not null default now()
);

create sequence promotion_drafts_id_seq owned by promotion_drafts.id;
alter table promotion_drafts alter column id set default nextval('promotion_drafts_id_seq');

alter table promotions add column published_at timestamptz;

-- The promotions already on an install: their working copy is the version players see.
insert into promotion_drafts (id, version, updated_at)
select p.id,
  jsonb_build_object(
    'image', p.image,
    'category_ids', to_jsonb(p.category_ids),
    'tag_ids', to_jsonb(p.tag_ids),
    'starts_at', to_char(p.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'ends_at', to_char(p.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'promo_code', p.promo_code,
    'action', p.action,
    'action_path', p.action_path,
    'position', p.position,
    'titles', coalesce((select jsonb_object_agg(t.language, t.title) from promotion_translations t where t.promotion_id = p.id), '{}'),
    'descriptions', coalesce((select jsonb_object_agg(t.language, t.description) from promotion_translations t where t.promotion_id = p.id), '{}'),
    'bodies', coalesce((select jsonb_object_agg(t.language, t.body) from promotion_translations t where t.promotion_id = p.id), '{}'),
    'action_labels', coalesce((select jsonb_object_agg(t.language, t.action_label) from promotion_translations t where t.promotion_id = p.id and t.action_label is not null), '{}')
  ),
  now()
from promotions p;
update promotions set published_at = now();

select setval('promotion_drafts_id_seq', coalesce((select max(id) from promotion_drafts), 0) + 1, false);
alter table promotions add constraint promotions_draft_fk foreign key (id) references promotion_drafts (id);

create sequence promotion_categories_id_seq owned by promotion_categories.id;
select setval('promotion_categories_id_seq', coalesce((select max(id) from promotion_categories), 0) + 1, false);
alter table promotion_categories alter column id set default nextval('promotion_categories_id_seq');

create sequence promotion_tags_id_seq owned by promotion_tags.id;
select setval('promotion_tags_id_seq', coalesce((select max(id) from promotion_tags), 0) + 1, false);
alter table promotion_tags alter column id set default nextval('promotion_tags_id_seq');
