/** English: the devices area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const devicesRefusals = {
  device_not_found: 'Attendance device not found',
  device_serial_taken: 'Another device already has this serial number',
  device_serial_invalid: 'A serial number is 1 to 40 letters, digits, hyphens or underscores',
  device_pin_invalid: 'A device user id (PIN) is 1 to 24 letters, digits, hyphens or underscores',
  device_pin_mapped: 'This device user id is already mapped: remove that mapping first',
  device_pin_not_found: 'Device user mapping not found',
  device_unknown: 'No attendance device is registered with this serial number',
  device_disabled: 'This attendance device is disabled',
  device_throttled: 'Too many requests from this device: try again in a minute',
  device_lines_max: 'An upload may hold at most {{max}} lines',
  device_command_period:
    'Ask for the punches of a period of at most {{days}} days back, ending today at the latest',
  device_no_pins: 'No active person is mapped to this device: map their device user ids first',
} as const;
