import type { NamedSeed } from './named.js';

// Ids are stable and referenced by the event feed; append only. Icons: /static/sports/{slug}.svg
export const sports: NamedSeed[] = [
  { id: 1, slug: 'football', name: 'Football', nameRu: 'Футбол' },
  { id: 2, slug: 'tennis', name: 'Tennis', nameRu: 'Теннис' },
  { id: 3, slug: 'basketball', name: 'Basketball', nameRu: 'Баскетбол' },
  { id: 4, slug: 'ice-hockey', name: 'Ice Hockey', nameRu: 'Хоккей' },
  { id: 5, slug: 'volleyball', name: 'Volleyball', nameRu: 'Волейбол' },
  { id: 6, slug: 'handball', name: 'Handball', nameRu: 'Гандбол' },
  { id: 7, slug: 'table-tennis', name: 'Table Tennis', nameRu: 'Настольный теннис' },
  { id: 8, slug: 'baseball', name: 'Baseball', nameRu: 'Бейсбол' },
  { id: 9, slug: 'american-football', name: 'American Football', nameRu: 'Американский футбол' },
  { id: 10, slug: 'esports-cs', name: 'Counter-Strike', nameRu: 'Counter-Strike' },
  { id: 11, slug: 'esports-dota', name: 'Dota 2', nameRu: 'Dota 2' },
  { id: 12, slug: 'darts', name: 'Darts', nameRu: 'Дартс' },
];
