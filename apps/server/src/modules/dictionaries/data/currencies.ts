export interface CurrencySeed {
  id: number;
  code: string;
  name: string;
  symbol: string;
  /** Number of minor-unit decimals stored for amounts in this currency. */
  scale: number;
  isHidden: boolean;
}

// Ids are stable and referenced by countries, wallets and settings; append only.
export const currencies: CurrencySeed[] = [
  { id: 1, code: 'EUR', name: 'Euro', symbol: '€', scale: 2, isHidden: false },
  { id: 2, code: 'USD', name: 'US Dollar', symbol: '$', scale: 2, isHidden: false },
  { id: 3, code: 'RUB', name: 'Russian Ruble', symbol: '₽', scale: 2, isHidden: false },
  { id: 4, code: 'GBP', name: 'Pound Sterling', symbol: '£', scale: 2, isHidden: false },
  { id: 5, code: 'UAH', name: 'Ukrainian Hryvnia', symbol: '₴', scale: 2, isHidden: false },
  { id: 6, code: 'KZT', name: 'Kazakhstani Tenge', symbol: '₸', scale: 2, isHidden: false },
  { id: 7, code: 'TRY', name: 'Turkish Lira', symbol: '₺', scale: 2, isHidden: false },
  { id: 8, code: 'BRL', name: 'Brazilian Real', symbol: 'R$', scale: 2, isHidden: false },
  { id: 9, code: 'INR', name: 'Indian Rupee', symbol: '₹', scale: 2, isHidden: false },
  { id: 10, code: 'PLN', name: 'Polish Zloty', symbol: 'zł', scale: 2, isHidden: false },
  { id: 11, code: 'CAD', name: 'Canadian Dollar', symbol: 'C$', scale: 2, isHidden: false },
  { id: 12, code: 'AUD', name: 'Australian Dollar', symbol: 'A$', scale: 2, isHidden: false },
  { id: 13, code: 'JPY', name: 'Japanese Yen', symbol: '¥', scale: 0, isHidden: false },
  { id: 14, code: 'NGN', name: 'Nigerian Naira', symbol: '₦', scale: 2, isHidden: false },
  { id: 15, code: 'KES', name: 'Kenyan Shilling', symbol: 'KSh', scale: 2, isHidden: false },
  { id: 16, code: 'MXN', name: 'Mexican Peso', symbol: 'Mex$', scale: 2, isHidden: false },
  { id: 17, code: 'CZK', name: 'Czech Koruna', symbol: 'Kč', scale: 2, isHidden: false },
  { id: 18, code: 'SEK', name: 'Swedish Krona', symbol: 'kr', scale: 2, isHidden: false },
  { id: 19, code: 'NOK', name: 'Norwegian Krone', symbol: 'kr', scale: 2, isHidden: false },
  { id: 20, code: 'CHF', name: 'Swiss Franc', symbol: 'CHF', scale: 2, isHidden: false },
  { id: 21, code: 'USDT', name: 'Tether', symbol: '₮', scale: 2, isHidden: false },
  // Hidden: existing wallets keep working, but it is not offered for new wallets or sign-up.
  { id: 22, code: 'BTC', name: 'Bitcoin', symbol: '₿', scale: 8, isHidden: true },
  { id: 23, code: 'ZAR', name: 'South African Rand', symbol: 'R', scale: 2, isHidden: false },
  { id: 24, code: 'UZS', name: 'Uzbekistani Sum', symbol: 'soʻm', scale: 2, isHidden: false },
  { id: 25, code: 'AZN', name: 'Azerbaijani Manat', symbol: '₼', scale: 2, isHidden: false },
  { id: 26, code: 'GEL', name: 'Georgian Lari', symbol: '₾', scale: 2, isHidden: false },
  { id: 27, code: 'BYN', name: 'Belarusian Ruble', symbol: 'Br', scale: 2, isHidden: false },
  { id: 28, code: 'KGS', name: 'Kyrgyzstani Som', symbol: 'сом', scale: 2, isHidden: false },
];
