import type { Knex } from 'knex';

// A waitlist place closed by its business (the session cancelled, the deal removed): 'closed'.
// Nobody is offered that line any more and a spot it held went back to its stock.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    ALTER TABLE waitlist_entries DROP CONSTRAINT waitlist_entries_status_check;
    ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_status_check
      CHECK (status IN ('waiting', 'offered', 'claimed', 'expired', 'left', 'closed'));
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    UPDATE waitlist_entries SET status = 'left' WHERE status = 'closed';
    ALTER TABLE waitlist_entries DROP CONSTRAINT waitlist_entries_status_check;
    ALTER TABLE waitlist_entries ADD CONSTRAINT waitlist_entries_status_check
      CHECK (status IN ('waiting', 'offered', 'claimed', 'expired', 'left'));
  `);
}
