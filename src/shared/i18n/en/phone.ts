/** English: the installable app (decision 014); clocking in from a phone is the attendance area's. */
export const enPhone = {
  pwa: {
    updateAvailable: 'A new version is available',
    reload: 'Reload',
    later: 'Later',
    offlineReady: 'HRIS can now open without a connection.',
  },
};
