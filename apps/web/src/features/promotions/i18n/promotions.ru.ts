import type { PromotionsTextKey } from './promotions.en';

/** Russian texts of the promotions screens. */
export const promotionsRu: Record<PromotionsTextKey, string> = {
  'promotions.title': 'Акции',
  'promotions.filter.categories': 'Категории акций',
  'promotions.filter.tags': 'Метки акций',
  'promotions.filter.all': 'Все',

  'promotions.list.label': 'Акции',
  'promotions.list.loading': 'Загружаем акции',
  'promotions.list.empty': 'Здесь пока нет акций',
  'promotions.list.emptyHint': 'Выберите другую категорию или метку либо посмотрите все акции.',
  'promotions.list.showAll': 'Показать все акции',

  'promotions.badge.ended': 'Завершена',

  'promotions.period.from': 'Действует с {{start}}, бессрочно',

  'promotions.article.back': 'Все акции',
  'promotions.article.loading': 'Загружаем акцию',
  'promotions.article.ended': 'Акция завершена. Её условия сохранены для справки.',
  'promotions.article.takePart': 'Как участвовать',

  'promotions.code.label': 'Промокод',
  'promotions.code.copy': 'Копировать',
  'promotions.code.copyName': 'Скопировать промокод {{code}}',
  'promotions.code.copied': 'Промокод {{code}} скопирован',
  'promotions.code.hint': 'Введите его в поле «Промокод» при регистрации или позже в профиле, в разделе «Бонусы».',

  'promotions.action.signup': 'Зарегистрироваться',
  'promotions.action.deposit': 'Пополнить счёт',
};
