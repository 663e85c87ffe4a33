import type { Knex } from 'knex';
import { DEFAULT_CENTRE } from '@spur/contract';

// Venues: where each deal happens, for distances, "near me" and the map. Deals made before this
// (and new ones sent without coordinates) sit at the default city's centre.
//
// earthdistance (over cube) puts a point on a sphere of radius earth() as a 3-D cube:
// ll_to_earth(latitude, longitude). The GiST index over exactly that expression serves
// `earth_box(centre, metres) @> ll_to_earth(latitude, longitude)` (the candidates of a radius
// search) and the KNN order `ll_to_earth(latitude, longitude) <-> centre` (nearest first). Only
// deals still on sale are indexed, as the catalogue reads them.
export async function up(db: Knex): Promise<void> {
  await db.raw(`
    CREATE EXTENSION IF NOT EXISTS cube;
    CREATE EXTENSION IF NOT EXISTS earthdistance;
    ALTER TABLE deals
      ADD COLUMN latitude double precision NOT NULL DEFAULT ${DEFAULT_CENTRE.latitude}
        CONSTRAINT deals_latitude_check CHECK (latitude BETWEEN -90 AND 90),
      ADD COLUMN longitude double precision NOT NULL DEFAULT ${DEFAULT_CENTRE.longitude}
        CONSTRAINT deals_longitude_check CHECK (longitude BETWEEN -180 AND 180);
    CREATE INDEX deals_venue_idx ON deals USING gist (ll_to_earth(latitude, longitude)) WHERE deleted_at IS NULL;
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.raw(`
    DROP INDEX deals_venue_idx;
    ALTER TABLE deals DROP COLUMN longitude, DROP COLUMN latitude;
  `);
}
