-- Run once when the database is created (docker-entrypoint-initdb.d). The migrations create
-- these too (CREATE EXTENSION IF NOT EXISTS); creating them here, as the superuser, lets the
-- application's role run the migrations without the right to create extensions.
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
