/** English: the backups area's texts: the list Settings shows (composed into the catalogue by one line). */
export const enBackups = {
  backups: {
    title: 'Backups',
    description:
      'Copies of the database in the backups folder of the data directory: one each day, and one before an upgrade changes the database. Copy them to another machine, and keep the data key apart from them: without it the personal numbers in a backup cannot be read. {{restore}} puts one back.',
    keeps_one: 'The newest daily backup is kept, and the newest from before an upgrade.',
    keeps_other: 'The newest {{n}} daily backups are kept, and as many from before an upgrade.',
    off: 'The server makes no backups of its own (BACKUP_KEEP is 0). Those made with {{backup}} are listed here.',
    postgres:
      'The server makes no backups of a {{database}} database: back it up with {{backup}} or your database service.',
    none: 'No backups yet.',
    file: 'File',
    kind: 'Kind',
    size: 'Size',
    taken: 'Taken',
    kinds: {
      daily: 'Daily',
      'before-migrating': 'Before an upgrade',
      manual: 'By hand',
    },
    mb: '{{size}} MB',
  },
};
