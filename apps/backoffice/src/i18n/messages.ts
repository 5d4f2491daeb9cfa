import type { OperatorRole, OperatorStatus } from '@meridian/contract/operators';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

const roles: Record<OperatorRole, string> = {
  admin: 'Admin',
  trader: 'Trader',
  risk: 'Risk',
  payments: 'Payments',
  identity: 'Identity',
  support: 'Support',
  content: 'Content',
  marketing: 'Marketing',
  viewer: 'Viewer',
};
const statuses: Record<OperatorStatus, string> = { active: 'Active', blocked: 'Blocked' };

/** The back office's own texts in English; react-admin's come from its language packs. */
export const en = {
  meridian: {
    title: 'Meridian back office',
    roles,
    statuses,
    signIn: {
      title: 'Operator sign-in',
      email: 'E-mail',
      password: 'Password',
      submit: 'Continue',
      enrolTitle: 'Set up two-factor sign-in',
      enrolHelp:
        'Add this key to an authenticator app (or open the link on a device that has one), then type the six-digit code it shows.',
      secret: 'Key',
      openApp: 'Open in an authenticator app',
      codeTitle: 'Two-factor code',
      codeHelp: 'Type the six-digit code your authenticator app shows for Meridian.',
      code: 'Code',
      newPasswordHelp: 'You signed in with a one-time password: choose your own (at least %{min} characters).',
      newPassword: 'New password',
      confirmPassword: 'Repeat the new password',
      passwordsDiffer: 'The two passwords differ.',
      passwordTooShort: 'At least %{min} characters.',
      codeFormat: 'Six digits.',
      verify: 'Sign in',
      startOver: 'Start over',
      expired: 'That took too long: sign in again.',
      ended: 'Your session has ended: sign in again.',
    },
    setup: {
      title: 'First admin',
      help: 'No operator exists yet. Give the e-mail of the first admin; this link works once, from the server’s own machine.',
      email: 'E-mail',
      submit: 'Create the first admin',
      createdTitle: 'The first admin exists',
      oneTimePassword: 'One-time password',
      shownOnce:
        'It is shown once and is good for one sign-in, where you set up two-factor sign-in and choose your own password.',
      continue: 'Sign in now',
      noToken: 'This page needs the setup link from the server’s start-up log.',
    },
    operators: {
      createdTitle: 'Operator added',
      createdHelp: 'Give %{email} this one-time password in person. It is shown once.',
      done: 'Done',
      reasonHelp: 'Why: kept in the audit with the change.',
      self: 'You cannot change your own role or status.',
    },
    audit: {
      system: 'system',
      before: 'Before',
      after: 'After',
      hash: 'Record hash',
      prevHash: 'Previous record’s hash',
      nothing: 'nothing',
    },
  },
  resources: {
    operators: {
      name: 'Operator |||| Operators',
      fields: {
        id: 'Id',
        email: 'E-mail',
        role: 'Role',
        status: 'Status',
        enrolled: 'Two-factor set up',
        created_at: 'Added',
        last_sign_in_at: 'Last sign-in',
        reason: 'Reason',
        q: 'Search',
      },
    },
    audit: {
      name: 'Audit record |||| Audit',
      fields: {
        id: 'Id',
        created_at: 'Time',
        operator_id: 'Operator',
        operator_role: 'Role',
        ip: 'Address',
        action: 'Action',
        target: 'Target',
        reason: 'Reason',
        from: 'From',
        to: 'To',
      },
    },
  },
};

export type Messages = Texts<typeof en>;

export const ru: Messages = {
  meridian: {
    title: 'Бэк-офис Meridian',
    roles: {
      admin: 'Администратор',
      trader: 'Трейдер',
      risk: 'Риск-менеджер',
      payments: 'Платежи',
      identity: 'Верификация',
      support: 'Поддержка',
      content: 'Контент',
      marketing: 'Маркетинг',
      viewer: 'Наблюдатель',
    },
    statuses: { active: 'Активен', blocked: 'Заблокирован' },
    signIn: {
      title: 'Вход для операторов',
      email: 'Эл. почта',
      password: 'Пароль',
      submit: 'Продолжить',
      enrolTitle: 'Настройка двухфакторного входа',
      enrolHelp:
        'Добавьте этот ключ в приложение-аутентификатор (или откройте ссылку на устройстве, где оно есть) и введите шестизначный код из него.',
      secret: 'Ключ',
      openApp: 'Открыть в приложении-аутентификаторе',
      codeTitle: 'Код двухфакторного входа',
      codeHelp: 'Введите шестизначный код, который приложение-аутентификатор показывает для Meridian.',
      code: 'Код',
      newPasswordHelp: 'Вы вошли по одноразовому паролю: задайте свой (не короче %{min} символов).',
      newPassword: 'Новый пароль',
      confirmPassword: 'Новый пароль ещё раз',
      passwordsDiffer: 'Пароли не совпадают.',
      passwordTooShort: 'Не короче %{min} символов.',
      codeFormat: 'Шесть цифр.',
      verify: 'Войти',
      startOver: 'Начать заново',
      expired: 'Прошло слишком много времени: войдите ещё раз.',
      ended: 'Сеанс завершён: войдите ещё раз.',
    },
    setup: {
      title: 'Первый администратор',
      help: 'Операторов пока нет. Укажите эл. почту первого администратора; ссылка действует один раз и только с машины сервера.',
      email: 'Эл. почта',
      submit: 'Создать первого администратора',
      createdTitle: 'Первый администратор создан',
      oneTimePassword: 'Одноразовый пароль',
      shownOnce:
        'Он показан один раз и годится для одного входа, при котором вы настроите двухфакторный вход и зададите свой пароль.',
      continue: 'Войти',
      noToken: 'Для этой страницы нужна ссылка из журнала запуска сервера.',
    },
    operators: {
      createdTitle: 'Оператор добавлен',
      createdHelp: 'Передайте %{email} этот одноразовый пароль лично. Он показан один раз.',
      done: 'Готово',
      reasonHelp: 'Причина: сохраняется в журнале аудита вместе с изменением.',
      self: 'Свою роль и статус изменить нельзя.',
    },
    audit: {
      system: 'система',
      before: 'До',
      after: 'После',
      hash: 'Хеш записи',
      prevHash: 'Хеш предыдущей записи',
      nothing: 'ничего',
    },
  },
  resources: {
    operators: {
      name: 'Оператор |||| Операторы',
      fields: {
        id: 'Id',
        email: 'Эл. почта',
        role: 'Роль',
        status: 'Статус',
        enrolled: 'Двухфакторный вход настроен',
        created_at: 'Добавлен',
        last_sign_in_at: 'Последний вход',
        reason: 'Причина',
        q: 'Поиск',
      },
    },
    audit: {
      name: 'Запись аудита |||| Аудит',
      fields: {
        id: 'Id',
        created_at: 'Время',
        operator_id: 'Оператор',
        operator_role: 'Роль',
        ip: 'Адрес',
        action: 'Действие',
        target: 'Объект',
        reason: 'Причина',
        from: 'С',
        to: 'По',
      },
    },
  },
};
