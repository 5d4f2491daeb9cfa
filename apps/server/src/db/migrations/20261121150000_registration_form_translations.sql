-- Russian texts for the default sign-up fields. A field gets a text only where it still shows the
-- default English one, so an operator's own wording is never paired with a translation of another.
with ru (code, en_name, en_placeholder, name, placeholder) as (
  values
    ('email', 'E-mail', 'Enter your e-mail', 'Эл. почта', 'Введите эл. почту'),
    ('phone', 'Phone', 'Phone number', 'Телефон', 'Номер телефона'),
    ('password', 'Password', 'At least 6 characters', 'Пароль', 'Не менее 6 символов'),
    ('password_confirmation', 'Repeat password', 'Repeat the password', 'Повторите пароль', 'Повторите пароль'),
    ('country_id', 'Country', 'Choose your country', 'Страна', 'Выберите страну'),
    ('currency_id', 'Currency', 'Choose a currency', 'Валюта', 'Выберите валюту'),
    ('birthday', 'Date of birth', 'DD.MM.YYYY', 'Дата рождения', 'ДД.ММ.ГГГГ'),
    ('promo_code', 'Promo code', 'Promo code (optional)', 'Промокод', 'Промокод (необязательно)'),
    ('first_bonus', 'First deposit bonus', 'Choose a bonus', 'Бонус на первый депозит', 'Выберите бонус')
),
translated as (
  select
    f.group_id,
    f.reg_type,
    jsonb_agg(
      case
        when ru.code is null
          or e.field ? 'translations'
          or (e.field ->> 'name' is distinct from ru.en_name
            and e.field ->> 'placeholder' is distinct from ru.en_placeholder)
          then e.field
        else e.field || jsonb_build_object(
          'translations',
          jsonb_build_object(
            'ru',
            jsonb_strip_nulls(jsonb_build_object(
              'name', case when e.field ->> 'name' = ru.en_name then ru.name end,
              'placeholder', case when e.field ->> 'placeholder' = ru.en_placeholder then ru.placeholder end
            ))
          )
        )
      end
      order by e.position
    ) as fields
  from registration_forms f
  cross join lateral jsonb_array_elements(f.fields) with ordinality as e(field, position)
  left join ru on ru.code = e.field ->> 'code'
  group by f.group_id, f.reg_type
)
update registration_forms f
set fields = t.fields
from translated t
where f.group_id = t.group_id and f.reg_type = t.reg_type;
