/**
 * Migration 6: reader feedback. A reader of a hosted site rates a page up or down, with an
 * optional comment; the project's admins list it. The client address is kept only as a salted
 * hash (`client_hash`), enough to spot one address flooding a page, never the address itself.
 *
 * @module
 */
import type { Migration } from './migration.ts';

/** The `page_feedback` table, listed newest first per project. */
export const readerFeedback: Migration = {
  version: 6,
  name: 'reader-feedback',
  sql: `
CREATE SEQUENCE page_feedback_position;
CREATE TABLE page_feedback (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  position bigint NOT NULL DEFAULT nextval('page_feedback_position'),
  page text NOT NULL CONSTRAINT page_feedback_page_check CHECK (length(page) BETWEEN 1 AND 1024),
  rating text NOT NULL CONSTRAINT page_feedback_rating_check CHECK (rating IN ('up', 'down')),
  comment text CONSTRAINT page_feedback_comment_check CHECK (length(comment) <= 1000),
  client_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_feedback_project_idx ON page_feedback (project_id, position DESC);
CREATE INDEX page_feedback_page_idx ON page_feedback (project_id, page, position DESC);
`,
};
