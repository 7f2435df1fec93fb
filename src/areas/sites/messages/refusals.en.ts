/** English: the sites area's refusals by code (spread into `errorTemplates`, src/shared/i18n/errors.ts). */
export const sitesRefusals = {
  punch_outside_site: 'You are outside your work site ({{sites}}): clocking in or out is allowed only there.',
  punch_unknown_network:
    'This network is not one of your work sites’ networks: connect to the site’s network and try again.',
  punch_no_location: 'Your location is needed to clock in or out: allow location access and try again.',
  site_not_found: 'Work site not found',
  site_name_taken: 'A work site with this name already exists',
  site_empty: 'A work site needs a location or at least one network',
  site_location_half: 'A location needs latitude, longitude and radius together',
  site_radius: 'Radius must be between {{min}} and {{max}} metres',
  site_latitude: 'Latitude must be between -90 and 90',
  site_longitude: 'Longitude must be between -180 and 180',
  site_networks_max: 'Networks can list at most {{max}} ranges',
  site_cidr:
    '“{{entry}}” (entry {{position}} of the networks) is not a network address: write an address or a range in CIDR notation, such as 192.0.2.0/24 or 2001:db8::/32',
} as const;
