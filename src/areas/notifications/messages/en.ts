/**
 * English: the notifications area's texts (composed into the catalogue by one line): the bell, the page, each
 * notice's sentence and e-mail subject, the preferences and the background jobs that deliver them (rules §11).
 */
export const enNotifications = {
  notifications: {
    title: 'Notifications',
    description: 'What happened to your requests and what waits for you, newest first.',
    bellUnread_one: 'Notifications, {{n}} unread',
    bellUnread_other: 'Notifications, {{n}} unread',
    unreadCount_one: '{{n}} unread',
    unreadCount_other: '{{n}} unread',
    unread: 'Unread:',
    markAllRead: 'Mark all read',
    markRead: 'Mark read',
    seeAll: 'See all notifications',
    empty: 'You have no notifications yet.',
    type: {
      request_waiting: '{{name}} asks for your decision on {{what}}.',
      request_cancelled: '{{name}} withdrew {{what}}.',
      waiting_decided: '{{name}} asked for your decision on {{what}} — already decided.',
      waiting_withdrawn: '{{name}} asked for your decision on {{what}} — withdrawn.',
      approved: 'Your {{what}} was approved.',
      rejected: 'Your {{what}} was rejected.',
      password_changed: 'Your password was changed. If you did not do this, tell HR at once.',
      request_reminder: 'Reminder: {{name}} is still waiting for your decision on {{what}}.',
      month_reminder: 'Your attendance for {{month}} is not submitted yet. Check it and submit it.',
      timesheet_reminder:
        'Your timesheet for the week of {{week}} is not submitted yet. Fill it in and submit it.',
      review_assigned: 'You have performance reviews to write in {{cycle}}.',
      payslip_published: 'Your payslip for {{month}} is ready.',
      two_step_enabled:
        'Two-step sign-in was turned on for your account. If you did not do this, tell HR at once.',
      two_step_disabled:
        'Two-step sign-in was turned off for your account. If you did not do this, tell HR at once.',
      two_step_reset: 'HR reset your two-step sign-in: set it up again from your settings.',
      two_step_recovery_used:
        'A recovery code was used to sign in to your account. If it was not you, tell HR at once.',
    },
    /** E-mail subjects, one per type. */
    subject: {
      request_waiting: 'A request waits for your decision',
      request_reminder: 'Reminder: a request still waits for your decision',
      request_decided: 'Your request was decided',
      request_cancelled: 'A request was withdrawn',
      month_reminder: 'Your attendance month is not submitted',
      timesheet_reminder: 'Your timesheet week is not submitted',
      review_assigned: 'Performance reviews to write',
      payslip_published: 'Your payslip is ready',
      password_changed: 'Your password was changed',
      two_step: 'Security notice: two-step sign-in',
    },
    preferences: {
      title: 'Notifications',
      description:
        'How you hear of each event. Security notices, such as a password change, always reach you in the app and by e-mail.',
      event: {
        request_waiting: 'A request waits for my decision',
        request_reminder: 'A request has waited for my decision for some days',
        request_decided: 'My request is decided',
        request_cancelled: 'A request I was to decide is withdrawn',
        month_reminder: 'My attendance month is not submitted',
        timesheet_reminder: 'My timesheet week is not submitted',
        review_assigned: 'I have performance reviews to write',
        payslip_published: 'My payslip is ready',
      },
      channel: {
        email: 'In the app and by e-mail',
        app: 'In the app only',
        off: 'Off',
      },
      digest: 'Daily digest',
      digestHint: 'One e-mail each morning listing what waits for your decision.',
      allOff: 'Notifications are off: only security notices reach you.',
    },
    jobs: {
      title: 'Background jobs',
      description:
        'E-mails and daily reminders the server sends in the background. A job that failed every attempt stays here until you retry it.',
      status: {
        queued: 'Waiting',
        running: 'Running',
        dead: 'Failed',
      },
      job: 'Job',
      attempts: 'Attempts',
      lastError: 'Last error',
      lastTried: 'Last tried',
      retry: 'Retry',
      retryNamed: 'Retry: {{job}}',
      retried: 'The job will run again shortly.',
      retryAll: 'Retry all failed',
      retriedAll_one: '{{n}} job will run again shortly.',
      retriedAll_other: '{{n}} jobs will run again shortly.',
      none: 'No failed jobs.',
      kind: {
        email: 'E-mail to {{name}}',
        digest: 'Daily digest to {{name}}',
        daily: 'Reminders and digests of {{date}}',
        backup: 'Backup of {{date}}',
      },
    },
    leaveOn: '{{what}} ({{type}}, {{dates}})',
    what: {
      leave: 'a leave request',
      attendance: 'an attendance correction',
      profile: 'a change to their details',
      timesheet: 'a weekly timesheet',
      overtime: 'an overtime claim',
    },
    own: {
      leave: 'leave request',
      attendance: 'attendance correction',
      profile: 'profile change',
      timesheet: 'timesheet',
      overtime: 'overtime claim',
    },
  },
};
