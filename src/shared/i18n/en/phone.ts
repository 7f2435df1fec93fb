/** English: the installable app (decision 014) and clocking in from a phone (rules §14). */
export const enPhone = {
  pwa: {
    updateAvailable: 'A new version is available',
    reload: 'Reload',
    later: 'Later',
    offlineReady: 'HRIS can now open without a connection.',
  },
  phoneClock: {
    queued: 'Queued, will send when online',
    queuedToast: 'You are offline. Your punch is saved on this device and will be sent when online.',
    queuedPending_one: '{{count}} punch waiting to be sent',
    queuedPending_other: '{{count}} punches waiting to be sent',
    sent_one: '{{count}} queued punch sent',
    sent_other: '{{count}} queued punches sent',
    refused: 'A queued punch was not recorded: {{message}}',
  },
};
