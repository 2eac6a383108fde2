/**
 * The MDX component library: every component name that docs written for the docs.json format use,
 * plus `pre` for highlighted code blocks, `table` for tables that scroll and `img` for images
 * (a placeholder in `folio dev` when the file is missing). Pass `mdxComponents` as MDX's `components`. The side
 * column helpers say which top-level components leave the body for the right-hand column.
 *
 * @module
 */
import type { ComponentType } from 'react';
import { Accordion, AccordionGroup, Expandable } from './accordion.ts';
import { Badge } from './badge.ts';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callout.ts';
import { Card } from './card.ts';
import { CodeBlock } from './code-block.ts';
import { CodeListing } from './code-listing.ts';
import { Color, ColorItem, ColorRow } from './color.ts';
import { CodeGroup, RequestExample, ResponseExample } from './code-group.ts';
import { CardGroup, Column, Columns } from './columns.ts';
import { ParamField, ResponseField } from './fields.ts';
import { Frame } from './frame.ts';
import { GitHub, GitHubRepo } from './github-repo.ts';
import { Heading } from './heading.ts';
import { Icon } from './icon.ts';
import { Image } from './image.ts';
import { Prompt } from './prompt.ts';
import { Step, Steps } from './steps.ts';
import { Table } from './table.ts';
import { Tab, Tabs } from './tabs.ts';
import { Tile } from './tile.ts';
import { Tooltip } from './tooltip.ts';
import { Tree, TreeFile, TreeFolder } from './tree.ts';
import { Update } from './update.ts';
import { View } from './view.ts';
import { Latex, Panel, Snippet, Visibility } from './wrappers.ts';

/**
 * Components by their exact MDX name. Dotted members (`Tree.Folder`, `Color.Item`, `GitHub.Repo`)
 * are properties of their parent (how MDX resolves `<Tree.Folder>`) and are also listed under
 * their dotted names, which the runtime falls back to when a page shadows the parent.
 */
// MDX hands components whatever props authors wrote, so the map is deliberately untyped.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const mdxComponents: Record<string, ComponentType<any>> = {
  Note,
  Info,
  Tip,
  Warning,
  Danger,
  Check,
  Callout,
  Card,
  CardGroup,
  Columns,
  Column,
  Tile,
  Panel,
  Accordion,
  AccordionGroup,
  Expandable,
  Steps,
  Step,
  Tabs,
  Tab,
  CodeGroup,
  RequestExample,
  ResponseExample,
  ParamField,
  ResponseField,
  Frame,
  Icon,
  Tooltip,
  Badge,
  Update,
  Tree,
  FileTree: Tree,
  'Tree.Folder': TreeFolder,
  'Tree.File': TreeFile,
  Color,
  'Color.Row': ColorRow,
  'Color.Item': ColorItem,
  GitHub,
  'GitHub.Repo': GitHubRepo,
  Prompt,
  Heading,
  CodeBlock: CodeListing,
  View,
  Visibility,
  Latex,
  Snippet,
  pre: CodeBlock,
  table: Table,
  img: Image,
};

export { CodeBlock, InCodeGroupContext } from './code-block.ts';
export { codeLabel } from './code-group.ts';
export { examplesColumnHtml, sideColumnHtml, sidePartOf } from './side-column.ts';
export type { PageExamples, SideContent, SidePart } from './side-column.ts';
