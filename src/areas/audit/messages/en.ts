/** English: the audit area's texts: hr's audit log (composed into the catalogue by one line). */
export const enAudit = {
  audit: {
    entity: 'Entity',
    from: 'From',
    to: 'To',
    stopFiltering: 'Stop filtering by {{name}}',
    actorIs: 'Actor: {{name}}',
    viaIntegration: 'through the API token {{name}}',
    caption: 'Audit log entries, newest first',
    column: {
      time: 'Time',
      actor: 'Actor',
      action: 'Action',
      entity: 'Entity',
      details: 'Details',
    },
    pages: 'Audit log pages',
    pageOf_one: 'Page {{page}} of {{pages}} · {{count}} entry',
    pageOf_other: 'Page {{page}} of {{pages}} · {{count}} entries',
    system: 'System',
    beforeAfter: 'Before and after',
  },
};
