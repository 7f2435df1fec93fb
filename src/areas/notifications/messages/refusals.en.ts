/** English: the notifications area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const notificationsRefusals = {
  channel_choice: 'Each choice must be one of {{values}}',
  notifications_which: 'Name the notifications to mark, or all',
} as const;
