import type { PluralCategory } from '@meridian/contract/locales/locale.types';
import type { NamespaceKey, NamespaceTexts } from '../../../shared/i18n/namespace-keys';

/**
 * English texts of the responsible gaming screens (namespace "responsible-gaming"): the source
 * of truth for their keys and the fallback of every other language. Plural keys carry the suffixes
 * of their plural categories.
 */
export const rgEn = {
  'rg.intro':
    'Tools to keep your play in check: limits, reminders and breaks. They apply to sports betting and the casino alike.',
  'rg.policies': 'Policies',
  'rg.policy.responsibleGaming': 'Responsible gaming policy',
  'rg.policy.selfExclusion': 'Self-exclusion policy',
  'rg.loading': 'Loading your limits',
  'rg.loadError': 'Your limits could not be loaded.',
  'rg.currency': 'Currency',
  'rg.save': 'Save',
  'rg.cancel': 'Cancel',

  'rg.duration.minutes': '{{minutes}} min',
  'rg.duration.hours': '{{hours}} h',
  'rg.duration.hoursMinutes': '{{hours}} h {{minutes}} min',
  'rg.unit.minutes': 'min',
  'rg.countdown.days_one': '{{count}} day {{time}}',
  'rg.countdown.days_other': '{{count}} days {{time}}',

  'rg.limits.title': 'Limits',
  'rg.limits.rule':
    'A new limit, or a lower one, applies at once. Raising a limit or removing it takes effect {{hours}} hours later, so the decision is never made in the heat of the moment.',
  'rg.limits.windows': 'Money limits count over a rolling window: the last 24 hours, 7 days or 30 days.',
  'rg.limits.wallets':
    'A money limit is set in one currency and covers all your wallets: play and deposits in other currencies count towards it, converted at our reference exchange rates.',
  'rg.limits.noWallet': 'Money limits are set in a currency of your wallets: they appear once you have a wallet.',

  'rg.kind.deposit.title': 'Deposit limit',
  'rg.kind.deposit.about': 'How much you can deposit.',
  'rg.kind.loss.title': 'Loss limit',
  'rg.kind.loss.about': 'How much you can lose: stakes minus returns. A stake counts as lost until it settles.',
  'rg.kind.wager.title': 'Wager limit',
  'rg.kind.wager.about': 'How much you can stake in total.',
  'rg.kind.session.title': 'Session time limit',
  'rg.kind.session.about':
    'How long you can play in any 24 hours, every sign-in on every device counted together. When the time is up, play stops until your time over the last 24 hours falls under the limit again: signing in again does not start it afresh.',

  'rg.period.day': 'Daily',
  'rg.period.week': 'Weekly',
  'rg.period.month': 'Monthly',
  'rg.period.session': 'In 24 hours',

  'rg.name.deposit.day': 'Daily deposit limit',
  'rg.name.deposit.week': 'Weekly deposit limit',
  'rg.name.deposit.month': 'Monthly deposit limit',
  'rg.name.loss.day': 'Daily loss limit',
  'rg.name.loss.week': 'Weekly loss limit',
  'rg.name.loss.month': 'Monthly loss limit',
  'rg.name.wager.day': 'Daily wager limit',
  'rg.name.wager.week': 'Weekly wager limit',
  'rg.name.wager.month': 'Monthly wager limit',
  'rg.name.session': 'Session time limit',

  'rg.limit.none': 'No limit',
  'rg.limit.used': '{{used}} of {{amount}} used',
  'rg.limit.usedName': '{{name}} used',
  'rg.limit.set': 'Set limit',
  'rg.limit.setName': 'Set limit: {{name}}',
  'rg.limit.change': 'Change',
  'rg.limit.changeName': 'Change: {{name}}',
  'rg.limit.remove': 'Remove',
  'rg.limit.removeName': 'Remove: {{name}}',
  'rg.limit.keep': 'Keep current',
  'rg.limit.keepName': 'Keep current: {{name}}',
  'rg.limit.pendingRaise': 'Raises to {{amount}} in {{time}}',
  'rg.limit.pendingRemove': 'Removed in {{time}}',
  'rg.limit.moneyHint':
    'In {{currency}}, counting all your wallets. A lower amount applies at once; a higher one after {{hours}} hours.',
  'rg.limit.sessionHint':
    '{{min}} to {{max}} minutes. A shorter time applies at once; a longer one after {{hours}} hours.',
  'rg.limit.saved': '{{name}}: {{amount}} from now on.',
  'rg.limit.savedRaise': '{{name}}: {{amount}} in {{hours}} hours.',
  'rg.limit.savedRemove': '{{name}}: removed in {{hours}} hours.',
  'rg.limit.savedKeep': '{{name}}: stays at {{amount}}.',

  'rg.error.required': 'Enter an amount.',
  'rg.error.format': 'Enter an amount such as 50 or 50.50.',
  'rg.error.positive': 'Enter an amount above zero.',
  'rg.error.whole': 'Enter a whole amount.',
  'rg.error.decimals_one': 'Use at most {{count}} decimal place.',
  'rg.error.decimals_other': 'Use at most {{count}} decimal places.',
  'rg.error.tooLarge': 'That amount is too large.',
  'rg.error.same': 'That is already your limit.',
  'rg.error.minutes': 'Enter {{min}} to {{max}} minutes.',
  'rg.error.days': 'Enter {{min}} to {{max}} days.',

  'rg.reality.title': 'Reality check',
  'rg.reality.about':
    'A reminder every so often of how long you have played since you signed in, and what you have staked and won or lost.',
  'rg.reality.label': 'How often',
  'rg.reality.off': 'Off',
  'rg.reality.every.15': 'Every 15 minutes',
  'rg.reality.every.30': 'Every 30 minutes',
  'rg.reality.every.45': 'Every 45 minutes',
  'rg.reality.every.60': 'Every hour',
  'rg.reality.every.90': 'Every 90 minutes',
  'rg.reality.every.120': 'Every 2 hours',
  'rg.reality.savedOn_one': 'You will get a reality check every {{count}} minute.',
  'rg.reality.savedOn_other': 'You will get a reality check every {{count}} minutes.',
  'rg.reality.savedOff': 'Reality checks are off.',

  'rg.break.title': 'Take a break',
  'rg.break.about':
    'Step away from play for a while. A break starts at once, signs you out everywhere, and cannot be shortened or lifted early.',
  'rg.timeout.title': 'Time-out',
  'rg.timeout.about': 'A short break: from 24 hours up to 6 weeks.',
  'rg.timeout.legend': 'Length of the time-out',
  'rg.timeout.option.1': '24 hours',
  'rg.timeout.option.7': '1 week',
  'rg.timeout.option.42': '6 weeks',
  'rg.timeout.other': 'Number of days',
  'rg.timeout.days': 'Days',
  'rg.timeout.daysHint': '{{min}} to {{max}} days',
  'rg.timeout.submit': 'Take a time-out',
  'rg.exclusion.title': 'Self-exclusion',
  'rg.exclusion.about': 'A long break from gambling: from 6 months up to 5 years, or for good.',
  'rg.exclusion.legend': 'Length of the self-exclusion',
  'rg.exclusion.option.6': '6 months',
  'rg.exclusion.option.12': '1 year',
  'rg.exclusion.option.24': '2 years',
  'rg.exclusion.option.60': '5 years',
  'rg.exclusion.option.permanent': 'Permanently',
  'rg.exclusion.submit': 'Self-exclude',

  'rg.length.days_one': '{{count}} day',
  'rg.length.days_other': '{{count}} days',
  'rg.length.months_one': '{{count}} month',
  'rg.length.months_other': '{{count}} months',

  'rg.inForce.title': 'Your break is in force',
  'rg.inForce.timeout': 'You are on a time-out until {{date}}.',
  'rg.inForce.selfExclusion': 'You are self-excluded until {{date}}.',
  'rg.inForce.permanent': 'You are self-excluded permanently.',
  'rg.inForce.linked':
    'You excluded yourself from play on another account until {{date}}. A self-exclusion covers every account of yours, so it applies to this one too.',
  'rg.inForce.linkedPermanent':
    'You excluded yourself from play permanently on another account. A self-exclusion covers every account of yours, so it applies to this one too.',
  'rg.linked.title': 'Your self-exclusion covers this account',
  'rg.inForce.rules':
    'Until it ends you cannot place bets, play for real money, deposit or use bonuses. You can still withdraw your balance.',
  'rg.inForce.extend': 'A break can be made longer, but not shorter.',

  'rg.confirm.timeout': 'You are about to take a time-out of {{length}}, until {{date}}.',
  'rg.confirm.selfExclusion': 'You are about to exclude yourself for {{length}}, until {{date}}.',
  'rg.confirm.permanent': 'You are about to exclude yourself permanently.',
  'rg.confirm.whatHappens': 'What happens',
  'rg.confirm.signOut': 'You are signed out on every device right away.',
  'rg.confirm.noPlay':
    'Until it ends you cannot place bets, play casino games for real money or deposit, and you get and use no bonuses or promo codes.',
  'rg.confirm.noPlayPermanent':
    'You can no longer place bets, play casino games for real money or deposit, and you get and use no bonuses or promo codes.',
  'rg.confirm.allAccounts':
    'It covers you, not only this account: any other account of yours is excluded at once, and so is any account you open.',
  'rg.confirm.openBets': 'Bets you have already placed stay open and settle as usual.',
  'rg.confirm.withdraw': 'You can still sign in to see your account and withdraw your balance.',
  'rg.confirm.final': 'The break cannot be shortened or lifted early.',
  'rg.confirm.finalPermanent': 'This cannot be undone.',
  'rg.confirm.startTimeout': 'Start the time-out',
  'rg.confirm.startExclusion': 'Exclude me',
  'rg.done.title': 'Your break has started',
  'rg.done.timeout': 'You are signed out. Your time-out ends on {{date}}.',
  'rg.done.selfExclusion': 'You are signed out. Your self-exclusion ends on {{date}}.',
  'rg.done.permanent': 'You are signed out. Your self-exclusion is permanent.',
  'rg.done.help': 'If you would like support, the responsible gaming policy lists organisations that can help.',

  'rg.activity.title': 'Activity statement',
  'rg.activity.about':
    'Deposits, withdrawals, stakes and the net result (returns minus stakes) of your cash wallet, by day, week or month.',
  'rg.activity.group': 'Group by',
  'rg.activity.group.day': 'Day',
  'rg.activity.group.week': 'Week',
  'rg.activity.group.month': 'Month',
  'rg.activity.chart.day': 'Net result by day, {{from}} to {{to}}. The table below has the same numbers.',
  'rg.activity.chart.week': 'Net result by week, {{from}} to {{to}}. The table below has the same numbers.',
  'rg.activity.chart.month': 'Net result by month, {{from}} to {{to}}. The table below has the same numbers.',
  'rg.activity.won': 'Won',
  'rg.activity.lost': 'Lost',
  'rg.activity.table': 'Activity statement in {{currency}}',
  'rg.activity.period': 'Period',
  'rg.activity.deposits': 'Deposits',
  'rg.activity.withdrawals': 'Withdrawals',
  'rg.activity.stakes': 'Stakes',
  'rg.activity.net': 'Net result',
  'rg.activity.week': 'Week of {{date}}',
  'rg.activity.empty': 'No activity in this period',
  'rg.activity.emptyHint': 'Deposits, withdrawals and stakes show here once there are some.',
  'rg.activity.error': 'The statement could not be loaded.',
  'rg.activity.noWallet': 'Your statement shows here once you have a wallet.',
  'rg.activity.loading': 'Loading the statement',

  'rg.check.intro_one': 'A reminder you asked for, every {{count}} minute.',
  'rg.check.intro_other': 'A reminder you asked for, every {{count}} minutes.',
  'rg.check.played': 'Time played this session',
  'rg.check.results': 'Since you signed in',
  'rg.check.staked': 'Staked',
  'rg.check.net': 'Net result',
  'rg.check.noStakes': 'No stakes since you signed in.',
  'rg.check.loading': 'Loading the figures',
  'rg.check.error': 'The figures could not be loaded.',
  'rg.check.continue': 'Continue playing',
  'rg.check.logout': 'Log out',
  'rg.check.tools': 'Set limits or take a break',
} as const;

/** A key as passed to t(): plural keys lose their suffix. */
export type RgKey = NamespaceKey<keyof typeof rgEn>;
/** The texts of one language: every singular key of English plus each plural key in that language's categories. */
export type RgTexts<C extends PluralCategory> = NamespaceTexts<keyof typeof rgEn, C>;
