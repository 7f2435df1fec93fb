/** English: the installable app (decision 014) and clocking in from a phone (rules §15). */
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
    offlineTitle: 'You are offline',
    offlineIntro:
      'HRIS will load when the connection is back. You can still clock in or out: the punch is kept on this device, with this moment’s time, and sent when online.',
    gapLabel: 'Flag a punch whose device clock is off by more than (minutes)',
    gapHint:
      'A punch queued offline arrives late; its time is the device’s, and hr is asked to look when the device and server clocks differ by more than this.',
    locationTitle: 'Share your location for this punch',
    locationAsk:
      'Your organisation checks that punches are made at your work site. Your browser will now ask to share your location: it is sent with this punch only, and seen only by hr.',
    locationContinue: 'Continue',
  },
  flaggedPunches: {
    title: 'Punches to review',
    description:
      'Punches whose device clock was far from the server’s (often a punch queued offline), or made away from the person’s work site. Correct the day in the table below if needed, then mark the punch reviewed.',
    clockIn: 'Clock In',
    clockOut: 'Clock Out',
    clock_gap: 'Clock gap',
    outside_site: 'Outside site',
    unknown_network: 'Unknown network',
    no_location: 'No location',
    why: {
      clock_gap: 'The device’s clock and the server’s differed by more than the allowed gap.',
      outside_site: 'The location was outside every work site of this person.',
      unknown_network: 'The punch came from a network none of this person’s work sites allows.',
      no_location: 'The device shared no location, though this person’s site has a geofence.',
    },
    location: 'Location: {{latitude}}, {{longitude}}',
    accuracy: 'Location: {{latitude}}, {{longitude}} (within {{accuracy}} m)',
    day: 'Day: {{date}}',
    deviceTime: 'On the device: {{time}}',
    receivedAt: 'Received: {{time}}',
    review: 'Mark reviewed',
    reviewFor: 'Mark reviewed ({{name}})',
    reviewed: 'Punch marked as reviewed.',
  },
  clockPrivacy: {
    title: 'What clocking in records',
    body: 'Each Clock In and Clock Out records the time on your device and the time the server received it (they differ when a punch was queued offline). Only you and hr see these times. If you have a work site and your organisation checks where punches are made, your location at that moment (and how accurate it was) is recorded with the punch, after your browser asks you, and only hr sees it; your network address is checked against the site’s but not kept. If you work anywhere, no location is collected.',
  },
};
