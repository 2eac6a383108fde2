/**
 * Smaller top-level sections real sites use: fonts, search, integrations,
 * errors, metadata, thumbnails, variables. Typed loosely where their content is open-ended.
 *
 * @module
 */
import * as z from 'zod';
import { section } from './section.ts';

/** `fonts`: a family for all text, or `{heading, body}`. */
export const fontsSchema = z.record(z.string(), z.unknown());

/** `search`: the search box. */
export const searchSchema = section('"search"', {
  /** Placeholder text of the search box. */
  prompt: z.string().optional(),
});

/** `integrations`: analytics and support widgets by provider name → settings. */
export const integrationsSchema = z.record(z.string(), z.unknown());

/** `markdown`: the Markdown Folio serves to AI tools (`<route>.md`, llms.txt, llms-full.txt). */
export const markdownSchema = section('"markdown"', {
  /** Include the endpoint's OpenAPI description in endpoint pages' Markdown (default true). */
  schema: z.boolean().optional(),
  /** Guidance for AI agents, as an "Agent Instructions" block; lines of an array are joined. */
  instructions: z.union([z.string(), z.array(z.string())]).optional(),
});

/** `errors`: the 404 page. */
export const errorsSchema = section('"errors"', {
  /** Settings of the "page not found" page. */
  '404': section('"errors.404"', {
    /** Redirect unknown paths to the home page instead. */
    redirect: z.boolean().optional(),
    /** Title of the page. */
    title: z.string().optional(),
    /** Text of the page (MDX). */
    description: z.string().optional(),
  }).optional(),
});

/** `metadata`: page metadata shown on every page. */
export const metadataSchema = section('"metadata"', {
  /** Show "last modified" on every page. */
  timestamp: z.boolean().optional(),
});

/** `thumbnails`: social preview images. */
export const thumbnailsSchema = z.record(z.string(), z.unknown());

/** `variables`: `{{name}}` replacements in page content. */
export const variablesSchema = z.record(z.string(), z.string());
